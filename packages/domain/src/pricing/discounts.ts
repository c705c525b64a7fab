// Issue 15 point 2 and decision 65: what the discounts added to an order take off each line. spec 3
// §3.3 has one discount type, line_item_discount, attached to items by offering_ids: a discount naming
// items is item-level and works on each of their lines; one naming none is order-level and works on
// the whole order. Item-level discounts come first; order-level ones share the rest of the order.

import { appliesToLine, itemLevelCents } from './item-amount.ts';
import type { PricedAmount, PricingFeeStructure, PricingLine } from './pricing-types.ts';
import { allocateByLargestRemainder, percentOfCents } from './rounding.ts';

export interface DiscountedLines {
  /** Per line, what each discount took off it. */
  lineDiscounts: PricedAmount[][];
  /** Per line, subtotal less its discounts: never below 0. */
  netCents: number[];
  /** Per discount, what it took off the order. */
  totals: PricedAmount[];
}

const taken = (discount: PricingFeeStructure, cents: number): PricedAmount => ({
  fee_structure_id: discount.id,
  name: discount.name,
  amount_cents: cents,
});

/**
 * Item-level: a percentage of the line's subtotal, half up per line, or the dollar amount per item
 * counted; order-level: a percentage of the lines' total after item-level discounts, rounded once, or
 * the dollar amount once, spread over the lines by largest remainder in proportion to what is left of
 * each. Several discounts do not compound (each percentage reads the same base), and each takes at most
 * what is left, so no line and no order goes below 0: 100 % gives 0, a dollar amount above the
 * subtotal takes the subtotal.
 */
export function discountLines(
  lines: readonly PricingLine[],
  subtotals: readonly number[],
  discounts: readonly PricingFeeStructure[],
): DiscountedLines {
  const netCents = [...subtotals];
  const lineDiscounts: PricedAmount[][] = lines.map(() => []);
  const totals: PricedAmount[] = [];
  const add = (discount: PricingFeeStructure, index: number, cents: number) => {
    if (cents === 0) return;
    lineDiscounts[index]!.push(taken(discount, cents));
    netCents[index]! -= cents;
  };

  for (const discount of discounts.filter((d) => d.offering_ids.length > 0)) {
    let total = 0;
    for (const [index, line] of lines.entries()) {
      if (!appliesToLine(discount, line, false)) continue;
      const cents = Math.min(itemLevelCents(discount, line, subtotals[index]!), netCents[index]!);
      add(discount, index, cents);
      total += cents;
    }
    totals.push(taken(discount, total));
  }

  const orderBase = netCents.reduce((sum, cents) => sum + cents, 0);
  for (const discount of discounts.filter((d) => d.offering_ids.length === 0)) {
    const left = netCents.reduce((sum, cents) => sum + cents, 0);
    const wanted = discount.is_percent
      ? percentOfCents(orderBase, discount.percent_thousandths ?? 0)
      : (discount.amount_cents ?? 0);
    const total = Math.min(wanted, left);
    const shares = allocateByLargestRemainder(total, netCents);
    for (const [index, cents] of shares.entries()) add(discount, index, cents);
    totals.push(taken(discount, total));
  }
  return { lineDiscounts, netCents, totals };
}
