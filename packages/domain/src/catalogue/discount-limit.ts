// spec 2 §5 Catalogue and spec 3 §5 Reports and orders: a dollar discount may not exceed the preset
// price of the item it is attached to.
import type { FeeStructureDraft } from './fee-structure.ts';

/** The message, exactly as the spec words it. */
export const dollarDiscountTooLargeMessage = (label: string): string =>
  `Discount amount cannot exceed value of the item. Please remove the dollar discount "${label}" or change the item price`;

/**
 * spec 2 §5: the refusal for the first dollar discount greater than the item's price, or null.
 * `priceCents` is null for an item whose price is entered at checkout (manual entry): it has no preset
 * price to compare with. Percent discounts are not checked: at most 100 % (fee-structure.ts) they never
 * take more than the price. Other attached fee structures (fees, taxes) are ignored, so callers may pass
 * all of an item's fee structures. A discount equal to the price is allowed: the item becomes free.
 */
export function dollarDiscountProblem(
  priceCents: number | null,
  feeStructures: readonly Pick<FeeStructureDraft, 'type' | 'name' | 'amount' | 'is_percent'>[],
): string | null {
  if (priceCents === null) return null;
  const tooLarge = feeStructures.find(
    (fee) => fee.type === 'line_item_discount' && !fee.is_percent && fee.amount > priceCents,
  );
  return tooLarge ? dollarDiscountTooLargeMessage(tooLarge.name) : null;
}
