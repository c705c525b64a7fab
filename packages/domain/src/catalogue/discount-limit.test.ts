import { describe, expect, it } from 'vitest';
import { dollarDiscountProblem } from './discount-limit.ts';
import type { FeeStructureDraft } from './fee-structure.ts';

type Attached = Pick<FeeStructureDraft, 'type' | 'name' | 'amount' | 'is_percent'>;

const dollarOff = (name: string, cents: number): Attached => ({
  type: 'line_item_discount',
  name,
  amount: cents,
  is_percent: false,
});

describe('dollar discount against the item price', () => {
  it('spec 2 §5: a dollar discount above the preset price is refused with the exact message', () => {
    expect(dollarDiscountProblem(2500, [dollarOff('Spring $30 off', 3000)])).toBe(
      'Discount amount cannot exceed value of the item. Please remove the dollar discount "Spring $30 off" or change the item price',
    );
  });

  it('spec 2 §5: a discount equal to or below the price is allowed, one cent over is not', () => {
    expect(dollarDiscountProblem(2500, [dollarOff('Free', 2500)])).toBeNull();
    expect(dollarDiscountProblem(2500, [dollarOff('Five off', 500)])).toBeNull();
    expect(dollarDiscountProblem(2500, [dollarOff('Too much', 2501)])).not.toBeNull();
  });

  it('spec 2 §5: names the first discount that is too large', () => {
    const discounts = [dollarOff('Small', 100), dollarOff('First big', 5000), dollarOff('Second big', 6000)];
    expect(dollarDiscountProblem(2500, discounts)).toContain('"First big"');
  });

  it('spec 2 §5: percent discounts are not checked', () => {
    expect(dollarDiscountProblem(2500, [{ ...dollarOff('Half', 5000), is_percent: true }])).toBeNull();
  });

  it('spec 2 §5: fees and taxes attached to the item are not discounts', () => {
    const others: Attached[] = [
      { type: 'fee', name: 'Travel', amount: 9000, is_percent: false },
      { type: 'order_fee', name: 'Handling', amount: 9000, is_percent: false },
      { type: 'tax', name: 'City tax', amount: 9000, is_percent: false },
    ];
    expect(dollarDiscountProblem(2500, others)).toBeNull();
  });

  it('spec 2 §5: an item priced at checkout (manual entry) has no preset price to check', () => {
    expect(dollarDiscountProblem(null, [dollarOff('Big', 1_000_000)])).toBeNull();
  });

  it('spec 2 §5: an item without discounts passes', () => {
    expect(dollarDiscountProblem(0, [])).toBeNull();
  });
});
