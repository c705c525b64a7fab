import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import type { PricingLine } from './pricing-types.ts';
import { percentOfCents } from './rounding.ts';
import {
  amountDiscount,
  brokenSums,
  itemFee,
  line,
  order,
  orderFee,
  percentDiscount,
  seededNumbers,
  tax,
} from './test-input.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('issue 15 point 2: a 100-line order (decision 65)', () => {
  it('100 × $0.06 at 8.25 %: tax 49.5¢ → 50¢ for the order, spread one cent to each of the first 50 lines', () => {
    const lines = Array.from({ length: 100 }, (_, index) =>
      line({ offering_id: index + 1, unit_price_cents: 6, is_taxable: true }),
    );
    const priced = priceOrder(order({ lines, fee_structures: [tax(1, 8250)] }));
    expect(priced.tax_cents).toBe(50);
    expect(priced.lines.map((l) => l.tax_cents)).toEqual([...Array(50).fill(1), ...Array(50).fill(0)]);
    expect(priced.total_cents).toBe(650);
    expect(brokenSums(priced)).toEqual([]);
  });

  it('100 × $0.05 with 10 % off the order: 50¢ off, no line below 0, lines sum to the totals', () => {
    const lines = Array.from({ length: 100 }, (_, index) =>
      line({ offering_id: index + 1, unit_price_cents: 5 }),
    );
    const priced = priceOrder(order({ lines, discounts: [percentDiscount(9, 10_000)] }));
    expect(priced.discount_cents).toBe(50);
    expect(sum(priced.lines.map((l) => l.discount_cents))).toBe(50);
    expect(priced.total_cents).toBe(450);
    expect(brokenSums(priced)).toEqual([]);
  });

  it('a mixed 100-line order: its totals equal the sums of its lines, and each rate is rounded once', () => {
    const lines: PricingLine[] = Array.from({ length: 100 }, (_, index) =>
      line({
        offering_id: (index % 7) + 1,
        price_structure: index % 3 === 0 ? 'per_unit' : 'fixed',
        unit_price_cents: ((index * 7919) % 10_000) + 1,
        quantity_thousandths: index % 3 === 0 ? 250 + ((index * 37) % 4000) : 1000 * (1 + (index % 4)),
        is_taxable: index % 2 === 0,
      }),
    );
    const input = order({
      lines,
      fee_structures: [
        tax(1, 8250),
        tax(2, 1125, { offering_ids: [2, 4] }),
        itemFee(5, { cents: 199 }, { offering_ids: [3], is_taxable: true, tax_fee_structure_ids: [1] }),
        itemFee(6, { percent: 2750 }, { offering_ids: [5] }),
      ],
      discounts: [
        percentDiscount(7, 12_500, { offering_ids: [1, 6] }),
        percentDiscount(8, 10_000),
        amountDiscount(9, 333),
      ],
      order_fees: [orderFee(10, { percent: 1500 }, { is_taxable: true, tax_fee_structure_ids: [1, 2] })],
    });
    const priced = priceOrder(input);
    expect(brokenSums(priced)).toEqual([]);
    expect(priced.subtotal_cents).toBe(sum(priced.lines.map((l) => l.subtotal_cents)));
    expect(priced.discount_cents).toBe(sum(priced.lines.map((l) => l.discount_cents)));
    expect(priced.fee_cents).toBe(
      sum(priced.lines.map((l) => l.fee_cents)) + sum(priced.order_fees.map((f) => f.amount_cents)),
    );
    expect(priced.total_cents).toBe(
      sum(priced.lines.map((l) => l.total_cents)) +
        sum(priced.order_fees.map((f) => f.amount_cents + f.tax_cents)),
    );
    for (const charged of priced.taxes) {
      expect(charged.amount_cents).toBe(
        percentOfCents(charged.taxable_cents, charged.percent_thousandths ?? 0),
      );
    }
    const afterItemDiscounts =
      sum(priced.lines.map((l) => l.subtotal_cents)) - priced.discounts[0]!.amount_cents;
    expect(priced.discounts[1]!.amount_cents).toBe(percentOfCents(afterItemDiscounts, 10_000));
    expect(priced.discounts[2]!.amount_cents).toBe(333);
  });

  it('decision 65: 300 generated orders keep every sum and never go below 0', () => {
    const next = seededNumbers(2025);
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + next(12) }, () => {
        const isPerUnit = next(3) === 0;
        return line({
          offering_id: 1 + next(4),
          price_structure: isPerUnit ? 'per_unit' : 'fixed',
          unit_price_cents: next(3) === 0 ? next(20) : next(50_000),
          quantity_thousandths: isPerUnit ? 1 + next(5000) : 1000 * (1 + next(5)),
          is_taxable: next(2) === 0,
        });
      });
      const discount = (id: number) => {
        const scope = { offering_ids: next(2) === 0 ? [] : [1 + next(4)] };
        return next(2) === 0
          ? percentDiscount(id, 1 + next(100_000), scope)
          : amountDiscount(id, next(20_000), scope);
      };
      const priced = priceOrder(
        order({
          lines,
          fee_structures: [
            tax(1, 1 + next(15_000)),
            itemFee(
              5,
              { cents: next(500) },
              { offering_ids: [1 + next(4)], is_taxable: true, tax_fee_structure_ids: [1] },
            ),
          ],
          discounts: Array.from({ length: next(3) }, (_, index) => discount(10 + index)),
          order_fees: [
            orderFee(
              20,
              { percent: 1 + next(5000) },
              { is_taxable: next(2) === 0, tax_fee_structure_ids: [1] },
            ),
          ],
        }),
      );
      expect(brokenSums(priced)).toEqual([]);
      expect(priced.discount_cents).toBeLessThanOrEqual(priced.subtotal_cents);
    }
  });
});
