// spec 2 §9 "Price text": one wording of an item's price for the list, the pickers, the payment form
// and the buy button. Prices are integer cents (ruling 9).
import { centsToPrice } from '../offerings/price.ts';
import { describeRecurrence, type Recurrence } from './recurrence.ts';

export type PriceStructure = 'fixed' | 'per_unit' | 'recurring';

/** The offering fields the price text reads (spec 2 §3 Offering), with the price in cents. */
export interface OfferingPrice {
  price_structure: PriceStructure;
  price_cents: number;
  is_price_manual_entry: boolean;
  unit_name: string | null;
  recurrence: Recurrence | null;
}

/** What a manual-entry item shows instead of an amount: the customer or the clerk types it at checkout. */
export const MANUAL_PRICE_TEXT = 'Price set at checkout';

/** Dollars with thousands separators: 123456789 → "$1,234,567.89". */
export function formatDollars(cents: number): string {
  const [whole = '', fraction = ''] = centsToPrice(cents).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** The part after the amount: "per hour", "every 2 weeks on Monday, 6 times", or nothing. */
function structureText(offering: OfferingPrice): string | null {
  switch (offering.price_structure) {
    case 'fixed':
      return null;
    case 'per_unit':
      // A per-unit item saved without a unit name still reads as a rate.
      return `per ${offering.unit_name?.trim().toLowerCase() || 'unit'}`;
    case 'recurring':
      return offering.recurrence === null ? null : describeRecurrence(offering.recurrence);
  }
}

/**
 * spec 2 §9: "$25.00", "$25.00 per hour" (unit in lower case), "$25.00 every 2 weeks on Monday, 6 times".
 * A manual-entry price has no amount to show, so "Price set at checkout" takes the amount's place and the
 * unit or frequency still follows ("Price set at checkout per hour").
 */
export function offeringPriceText(offering: OfferingPrice): string {
  const amount = offering.is_price_manual_entry ? MANUAL_PRICE_TEXT : formatDollars(offering.price_cents);
  const rest = structureText(offering);
  return rest === null ? amount : `${amount} ${rest}`;
}
