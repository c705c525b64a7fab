// spec 3 §3.4 Offering price_structure (per_unit, with unit_name) and issue 15 point 2 "per-unit
// quantities": a per-unit item sells a measure (2.5 hours), so its quantity may have decimals. Decision
// 65: quantities are exact integers in thousandths (2.5 is 2500), never floats; a fixed or recurring
// item counts whole items.
import type { PriceStructure } from '@paybook/contracts';
import { readDecimalText } from '../money/money-text.ts';

export const QUANTITY_THOUSANDTHS_PER_UNIT = 1000;
const QUANTITY_DECIMALS = 3;
/** Six digits before the point: far above any real quantity, and exact in thousandths. */
const QUANTITY_MAX_WHOLE_DIGITS = 6;

/** Thousandths of a quantity text ("2.5" → 2500), or null when it is not a plain decimal of at most 3 decimals. */
export function quantityTextToThousandths(text: string): number | null {
  const parts = readDecimalText(text);
  if (!parts || parts.fraction.length > QUANTITY_DECIMALS) return null;
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (whole.length > QUANTITY_MAX_WHOLE_DIGITS) return null;
  return (
    Number(whole || '0') * QUANTITY_THOUSANDTHS_PER_UNIT +
    Number(parts.fraction.padEnd(QUANTITY_DECIMALS, '0'))
  );
}

/** The text of a quantity in thousandths, without trailing zeros (2500 → "2.5", 3000 → "3"). */
export function quantityText(thousandths: number): string {
  const whole = Math.trunc(thousandths / QUANTITY_THOUSANDTHS_PER_UNIT);
  const fraction = String(thousandths % QUANTITY_THOUSANDTHS_PER_UNIT)
    .padStart(QUANTITY_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** Whether a quantity can be sold for an item of this price structure: above 0; whole unless per unit. */
export function isQuantityAllowed(priceStructure: PriceStructure, thousandths: number): boolean {
  if (!Number.isSafeInteger(thousandths) || thousandths <= 0) return false;
  return priceStructure === 'per_unit' || thousandths % QUANTITY_THOUSANDTHS_PER_UNIT === 0;
}

/**
 * How many times an item-level dollar fee or discount applies to a line (decision 65): once per item
 * for fixed and recurring items, once for a per-unit line, which is one item sold by measure (a $2
 * booking fee on 2.5 hours of court rental is $2, not $5).
 */
export function itemCount(priceStructure: PriceStructure, thousandths: number): number {
  return priceStructure === 'per_unit' ? 1 : thousandths / QUANTITY_THOUSANDTHS_PER_UNIT;
}
