import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import type { PricingFeeStructure } from './pricing-types.ts';
import { brokenSums, line, order, percentDiscount, tax } from './test-input.ts';

const priceWithTax = (lines = [line()], taxes = [tax(1, 8250)], discounts: PricingFeeStructure[] = []) => {
  const priced = priceOrder(order({ lines, fee_structures: taxes, discounts }));
  expect(brokenSums(priced)).toEqual([]);
  return priced;
};

describe('spec 2 §3 is_taxable: 0.005 edges of a tax on one taxable item (decision 65: half up)', () => {
  it.each([
    ['8.25 % of $0.06 = 0.495¢', 6, 8250, 0],
    ['8.25 % of $2.00 = 16.5¢', 200, 8250, 17],
    ['10 % of $0.05 = 0.5¢', 5, 10_000, 1],
    ['10 % of $0.04 = 0.4¢', 4, 10_000, 0],
    ['6.25 % of $6.50 = 40.625¢', 650, 6250, 41],
    ['8.875 % of $0.40 = 3.55¢', 40, 8875, 4],
    ['8.875 % of $24.95 = 221.43125¢', 2495, 8875, 221],
    ['0.001 % of $500.00 = 0.5¢', 50_000, 1, 1],
  ])('%s', (_case, cents, rate, taxCents) => {
    const priced = priceWithTax([line({ unit_price_cents: cents, is_taxable: true })], [tax(1, rate)]);
    expect(priced.lines[0]!.tax_cents).toBe(taxCents);
    expect(priced.tax_cents).toBe(taxCents);
    expect(priced.total_cents).toBe(cents + taxCents);
  });
});

describe('spec 2 §3 is_taxable and spec 3 §3.3 tax: which items a tax is charged on', () => {
  it('an item that is not taxable pays no tax', () => {
    const priced = priceWithTax([line({ is_taxable: false })]);
    expect(priced.tax_cents).toBe(0);
    expect(priced.taxes).toEqual([]);
  });

  it('decision 65: a tax naming no item is charged on every taxable item; one naming items only on those', () => {
    const lines = [line({ offering_id: 1, is_taxable: true }), line({ offering_id: 2, is_taxable: true })];
    const priced = priceWithTax(lines, [tax(1, 6250), tax(2, 1000, { offering_ids: [2] })]);
    expect(priced.lines.map((l) => l.taxes.map((t) => [t.fee_structure_id, t.amount_cents]))).toEqual([
      [[1, 63]],
      [
        [1, 62],
        [2, 10],
      ],
    ]);
    expect(priced.taxes.map((t) => [t.fee_structure_id, t.taxable_cents, t.amount_cents])).toEqual([
      [1, 2000, 125],
      [2, 1000, 10],
    ]);
  });

  it('decision 65: stacked taxes are each charged on the item, not on each other', () => {
    const priced = priceWithTax([line({ is_taxable: true })], [tax(1, 6250), tax(2, 1250)]);
    expect(priced.taxes.map((t) => t.amount_cents)).toEqual([63, 13]);
    expect(priced.total_cents).toBe(1076);
  });
});

describe('decision 65: tax after discount, rounded once per rate for the order', () => {
  it('tax reads the discounted amount: 8.25 % of ($10.00 − 10 %) = 74.25¢ → 74¢', () => {
    const priced = priceWithTax([line({ is_taxable: true })], [tax(1, 8250)], [percentDiscount(9, 10_000)]);
    expect(priced.lines[0]).toMatchObject({
      subtotal_cents: 1000,
      discount_cents: 100,
      tax_cents: 74,
      total_cents: 974,
    });
  });

  it('a 100 % discount leaves no tax', () => {
    const priced = priceWithTax([line({ is_taxable: true })], [tax(1, 8250)], [percentDiscount(9, 100_000)]);
    expect(priced.total_cents).toBe(0);
  });

  it('three $0.06 items at 8.25 %: 1.485¢ of tax is 1¢ for the order, given to the first line', () => {
    const lines = [1, 2, 3].map((id) => line({ offering_id: id, unit_price_cents: 6, is_taxable: true }));
    const priced = priceWithTax(lines);
    expect(priced.lines.map((l) => l.tax_cents)).toEqual([1, 0, 0]);
    expect(priced.taxes[0]).toMatchObject({ taxable_cents: 18, amount_cents: 1 });
  });

  it('spec 3 §3.3 is_percent false on a tax: a dollar tax is per item counted', () => {
    const flat = tax(3, 0, { is_percent: false, amount_cents: 25, percent_thousandths: null });
    const priced = priceWithTax([line({ quantity_thousandths: 3000, is_taxable: true })], [flat]);
    expect(priced.taxes[0]).toMatchObject({ amount_cents: 75, is_percent: false, percent_thousandths: null });
  });
});
