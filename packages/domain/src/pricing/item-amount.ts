// Decision 65: how a fee structure's amount or percentage becomes cents on one line.

import type { PricingFeeStructure, PricingLine } from './pricing-types.ts';
import { itemCount, QUANTITY_THOUSANDTHS_PER_UNIT } from './quantity.ts';
import { mulDivHalfUp, percentOfCents } from './rounding.ts';

/** unit price × quantity, half up to the cent (only a per-unit quantity with decimals ever rounds). */
export function lineSubtotalCents(line: PricingLine): number {
  return mulDivHalfUp(line.unit_price_cents, line.quantity_thousandths, QUANTITY_THOUSANDTHS_PER_UNIT);
}

/**
 * What an item-level fee, tax or discount comes to on a line: a percentage of `baseCents`, half up to
 * the cent, or the dollar amount once per item counted (quantity.ts itemCount).
 */
export function itemLevelCents(fee: PricingFeeStructure, line: PricingLine, baseCents: number): number {
  if (fee.is_percent) return percentOfCents(baseCents, fee.percent_thousandths ?? 0);
  const count = itemCount(line.price_structure, line.quantity_thousandths);
  return mulDivHalfUp(fee.amount_cents ?? 0, count, 1);
}

/** Whether an item-level fee structure names a line's item; `noneMeansEvery` for taxes and discounts. */
export function appliesToLine(fee: PricingFeeStructure, line: PricingLine, noneMeansEvery: boolean): boolean {
  return fee.offering_ids.length === 0 ? noneMeansEvery : fee.offering_ids.includes(line.offering_id);
}
