import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import { brokenSums, line, order } from './test-input.ts';

describe('priceOrder: line subtotals', () => {
  it.each([
    ['spec 2 §3 fixed: 2 × $6.50', 'fixed', 650, 2000, 1300],
    ['spec 2 §3 recurring: the first charge of 1 × $59.00', 'recurring', 5900, 1000, 5900],
    ['spec 3 §3.4 per_unit: 2.5 hours × $30.00', 'per_unit', 3000, 2500, 7500],
    ['spec 3 §3.4 per_unit: 0.333 × $0.10 = 3.33¢ rounds down', 'per_unit', 10, 333, 3],
    ['spec 3 §3.4 per_unit: 0.5 × $0.01 = 0.5¢ rounds up', 'per_unit', 1, 500, 1],
    ['spec 3 §3.4 per_unit: 1.005 × $1.00 = 100.5¢ rounds up', 'per_unit', 100, 1005, 101],
    ['spec 3 §3.4 per_unit: 0.004 × $1.00 = 0.4¢ rounds to 0', 'per_unit', 100, 4, 0],
    ['spec 2 §3 is_price_manual_entry: a price of $0 entered', 'fixed', 0, 1000, 0],
  ] as const)('%s', (_rule, structure, unitCents, quantity, subtotal) => {
    const priced = priceOrder(
      order({
        lines: [
          line({ price_structure: structure, unit_price_cents: unitCents, quantity_thousandths: quantity }),
        ],
      }),
    );
    expect(priced.lines[0]).toMatchObject({
      unit_price_cents: unitCents,
      quantity_thousandths: quantity,
      subtotal_cents: subtotal,
      discount_cents: 0,
      fee_cents: 0,
      tax_cents: 0,
      total_cents: subtotal,
    });
    expect(priced.total_cents).toBe(subtotal);
    expect(brokenSums(priced)).toEqual([]);
  });

  it('issue 15 point 2: an empty cart costs 0', () => {
    const priced = priceOrder(order());
    expect(priced).toMatchObject({ lines: [], subtotal_cents: 0, total_cents: 0, taxes: [], discounts: [] });
  });

  it('issue 15 point 2: pure and deterministic: the same input prices the same twice', () => {
    const input = order({
      lines: [line({ price_structure: 'per_unit', quantity_thousandths: 1234 }), line()],
    });
    expect(priceOrder(input)).toEqual(priceOrder(input));
  });
});
