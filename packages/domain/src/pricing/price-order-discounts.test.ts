import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import type { PricingFeeStructure, PricingLine } from './pricing-types.ts';
import { amountDiscount, brokenSums, line, order, percentDiscount } from './test-input.ts';

const SHAKE = line({ offering_id: 1, unit_price_cents: 650, quantity_thousandths: 2000 });
const TOWEL = line({ offering_id: 2, unit_price_cents: 1200 });
const COURT = line({
  offering_id: 3,
  price_structure: 'per_unit',
  unit_price_cents: 3000,
  quantity_thousandths: 2500,
});

const discountsOf = (lines: PricingLine[], discounts: PricingFeeStructure[]) => {
  const priced = priceOrder(order({ lines, discounts }));
  expect(brokenSums(priced)).toEqual([]);
  return priced;
};

describe('spec 3 §3.3 line_item_discount naming items: item-level, per line', () => {
  it.each([
    ['10 % of 2 × $6.50', [SHAKE], percentDiscount(9, 10_000, { offering_ids: [1] }), [130]],
    ['100 % gives 0', [SHAKE], percentDiscount(9, 100_000, { offering_ids: [1] }), [1300]],
    [
      '15 % of $0.05 = 0.75¢ rounds up',
      [line({ unit_price_cents: 5 })],
      percentDiscount(9, 15_000, { offering_ids: [1] }),
      [1],
    ],
    [
      '15 % of $0.03 = 0.45¢ rounds down',
      [line({ unit_price_cents: 3 })],
      percentDiscount(9, 15_000, { offering_ids: [1] }),
      [0],
    ],
    ['$5 off each of 2 items', [SHAKE], amountDiscount(9, 500, { offering_ids: [1] }), [1000]],
    [
      '$5 off a per-unit line once (2.5 hours are one item)',
      [COURT],
      amountDiscount(9, 500, { offering_ids: [3] }),
      [500],
    ],
    [
      '$20 off a $12.00 item caps at the item',
      [TOWEL],
      amountDiscount(9, 2000, { offering_ids: [2] }),
      [1200],
    ],
    ['only the items it names', [SHAKE, TOWEL], percentDiscount(9, 50_000, { offering_ids: [2] }), [0, 600]],
  ])('%s', (_case, lines, discount, lineDiscounts) => {
    const priced = discountsOf(lines, [discount]);
    expect(priced.lines.map((l) => l.discount_cents)).toEqual(lineDiscounts);
    expect(priced.discounts).toEqual([
      { fee_structure_id: 9, name: discount.name, amount_cents: lineDiscounts.reduce((a, b) => a + b, 0) },
    ]);
  });

  it('decision 65: two discounts on one line do not compound and stop at 0', () => {
    const priced = discountsOf(
      [line()],
      [percentDiscount(8, 60_000, { offering_ids: [1] }), percentDiscount(9, 60_000, { offering_ids: [1] })],
    );
    expect(priced.lines[0]!.discounts.map((d) => d.amount_cents)).toEqual([600, 400]);
    expect(priced.lines[0]!.total_cents).toBe(0);
  });
});

describe('spec 3 §3.3 line_item_discount naming no item: order-level, spread over the lines', () => {
  it('decision 65: 10 % of $15.05 is 150.5¢ → 151¢, spread 100 / 50 / 1 by largest remainder', () => {
    const lines = [
      line({ unit_price_cents: 1000 }),
      line({ unit_price_cents: 500 }),
      line({ unit_price_cents: 5 }),
    ];
    const priced = discountsOf(lines, [percentDiscount(9, 10_000)]);
    expect(priced.lines.map((l) => l.discount_cents)).toEqual([100, 50, 1]);
    expect(priced.discount_cents).toBe(151);
  });

  it('decision 65: $1.00 over three $1.00 lines is 34 / 33 / 33 (a tie goes to the earlier line)', () => {
    const lines = [
      line({ unit_price_cents: 100 }),
      line({ unit_price_cents: 100 }),
      line({ unit_price_cents: 100 }),
    ];
    expect(discountsOf(lines, [amountDiscount(9, 100)]).lines.map((l) => l.discount_cents)).toEqual([
      34, 33, 33,
    ]);
  });

  it('issue 15 point 2: a dollar discount above the subtotal caps at the subtotal', () => {
    const priced = discountsOf([SHAKE, TOWEL], [amountDiscount(9, 30_000)]);
    expect(priced.discount_cents).toBe(2500);
    expect(priced.lines.map((l) => l.total_cents)).toEqual([0, 0]);
    expect(priced.total_cents).toBe(0);
  });

  it('issue 15 point 2: a 100 % discount gives 0', () => {
    const priced = discountsOf([SHAKE, TOWEL, COURT], [percentDiscount(9, 100_000)]);
    expect(priced.total_cents).toBe(0);
    expect(priced.discount_cents).toBe(priced.subtotal_cents);
  });

  it('decision 65: item-level first, then order-level on what is left', () => {
    const priced = discountsOf(
      [line({ offering_id: 1 }), line({ offering_id: 2 })],
      [percentDiscount(9, 10_000), percentDiscount(8, 50_000, { offering_ids: [1] })],
    );
    expect(priced.lines.map((l) => l.discount_cents)).toEqual([500 + 50, 100]);
    expect(priced.discounts.map((d) => [d.fee_structure_id, d.amount_cents])).toEqual([
      [8, 500],
      [9, 150],
    ]);
  });
});

describe('spec 3 §4.8: a discount is dropped if any item has a future payment or start date', () => {
  it.each([
    ['starting tomorrow drops it', '2025-06-16', true, 0],
    ['starting today keeps it', '2025-06-15', false, 100],
    ['without a start date keeps it', null, false, 100],
  ])('a recurring item %s', (_case, startDate, dropped, discountCents) => {
    const lines = [line(), line({ offering_id: 2, price_structure: 'recurring', start_date: startDate })];
    const priced = discountsOf(lines, [percentDiscount(9, 10_000, { offering_ids: [1] })]);
    expect(priced.discounts_dropped).toBe(dropped);
    expect(priced.discount_cents).toBe(discountCents);
  });

  it('spec 3 §4.8: nothing is dropped when no discount was added', () => {
    const lines = [line({ price_structure: 'recurring', start_date: '2025-07-01' })];
    expect(priceOrder(order({ lines })).discounts_dropped).toBe(false);
  });
});
