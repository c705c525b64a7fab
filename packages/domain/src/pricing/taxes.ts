// Issue 15 point 2 and decision 65: taxes on taxable items and taxable fees. The spec does not say
// whether tax is charged before or after a discount; we follow common US practice and tax what the
// customer pays: the item after its discounts. Each tax rate is rounded once for the whole order, half
// up, and spread over what it was charged on by largest remainder, so the receipt's tax is the rate
// times the taxable total to the cent and the lines' shares still add up to it exactly.

import type { PricedAmount, PricedTax, PricingFeeStructure } from './pricing-types.ts';
import { allocateByLargestRemainder, mulDivHalfUp, percentOfCents } from './rounding.ts';

/** An item line or a fee that taxes may be charged on. */
export interface TaxablePiece {
  /** What a percentage tax is charged on. */
  cents: number;
  /** How many times a dollar-amount tax applies to it: items counted on a line, 1 for a fee. */
  count: number;
  isTaxedBy: (tax: PricingFeeStructure) => boolean;
}

export interface ChargedTaxes {
  /** Per piece, its share of each tax charged on it. */
  perPiece: PricedAmount[][];
  /** Per tax charged on anything. */
  taxes: PricedTax[];
}

export function chargeTaxes(
  taxes: readonly PricingFeeStructure[],
  pieces: readonly TaxablePiece[],
): ChargedTaxes {
  const perPiece: PricedAmount[][] = pieces.map(() => []);
  const charged: PricedTax[] = [];
  for (const tax of taxes) {
    const taxed = pieces.flatMap((piece, index) => (piece.isTaxedBy(tax) ? [{ piece, index }] : []));
    if (taxed.length === 0) continue;
    const weights = taxed.map(({ piece }) => piece.cents);
    const taxableCents = weights.reduce((sum, cents) => sum + cents, 0);
    // A dollar-amount tax (spec 3 §3.3 allows is_percent false on a tax) is that amount per item
    // counted and once per fee: nothing to round or spread.
    const shares = tax.is_percent
      ? allocateByLargestRemainder(percentOfCents(taxableCents, tax.percent_thousandths ?? 0), weights)
      : taxed.map(({ piece }) => mulDivHalfUp(tax.amount_cents ?? 0, piece.count, 1));
    for (const [position, { index }] of taxed.entries()) {
      const cents = shares[position]!;
      if (cents > 0) perPiece[index]!.push({ fee_structure_id: tax.id, name: tax.name, amount_cents: cents });
    }
    charged.push({
      fee_structure_id: tax.id,
      name: tax.name,
      amount_cents: shares.reduce((sum, cents) => sum + cents, 0),
      is_percent: tax.is_percent,
      percent_thousandths: tax.is_percent ? tax.percent_thousandths : null,
      taxable_cents: taxableCents,
    });
  }
  return { perPiece, taxes: charged };
}
