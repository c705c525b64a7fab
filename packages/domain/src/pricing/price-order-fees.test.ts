import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import { brokenSums, itemFee, line, order, orderFee, percentDiscount, tax } from './test-input.ts';

const SESSION = line({ offering_id: 1, unit_price_cents: 4500, quantity_thousandths: 2000 });
const COURT = line({
  offering_id: 3,
  price_structure: 'per_unit',
  unit_price_cents: 3000,
  quantity_thousandths: 2500,
});

describe('spec 3 §3.3 fee: item fees named by offering_ids', () => {
  it.each([
    [
      'a $2.00 booking fee per item: 2 sessions',
      [SESSION],
      itemFee(5, { cents: 200 }, { offering_ids: [1] }),
      [400],
    ],
    [
      'a $2.00 fee once on a per-unit line',
      [COURT],
      itemFee(5, { cents: 200 }, { offering_ids: [3] }),
      [200],
    ],
    ['3 % of $90.00', [SESSION], itemFee(5, { percent: 3000 }, { offering_ids: [1] }), [270]],
    [
      '2.5 % of $0.30 = 0.75¢ → 1¢',
      [line({ unit_price_cents: 30 })],
      itemFee(5, { percent: 2500 }, { offering_ids: [1] }),
      [1],
    ],
    [
      'not on an item it does not name',
      [SESSION, COURT],
      itemFee(5, { cents: 200 }, { offering_ids: [3] }),
      [0, 200],
    ],
    ['naming no item, on none', [SESSION], itemFee(5, { cents: 200 }), [0]],
  ])('%s', (_case, lines, fee, lineFees) => {
    const priced = priceOrder(order({ lines, fee_structures: [fee] }));
    expect(priced.lines.map((l) => l.fee_cents)).toEqual(lineFees);
    expect(priced.fee_cents).toBe(lineFees.reduce((a, b) => a + b, 0));
    expect(brokenSums(priced)).toEqual([]);
  });

  it('decision 65: a percentage fee reads the line after its discount', () => {
    const priced = priceOrder(
      order({
        lines: [line()],
        discounts: [percentDiscount(9, 10_000, { offering_ids: [1] })],
        fee_structures: [itemFee(5, { percent: 3000 }, { offering_ids: [1] })],
      }),
    );
    expect(priced.lines[0]).toMatchObject({
      subtotal_cents: 1000,
      discount_cents: 100,
      fee_cents: 27,
      total_cents: 927,
    });
  });
});

describe('spec 3 §3.3 order_fee: fees on the whole order (spec 3 §2.6 edit-order-fees)', () => {
  it.each([
    ['$7.50 delivery', orderFee(6, { cents: 750 }), 750],
    ['2.5 % of $12.34 = 30.85¢ → 31¢', orderFee(6, { percent: 2500 }), 31],
    ['an order fee edited to $0', orderFee(6, { cents: 0 }), 0],
  ])('%s', (_case, fee, cents) => {
    const priced = priceOrder(order({ lines: [line({ unit_price_cents: 1234 })], order_fees: [fee] }));
    expect(priced.order_fees).toEqual([
      {
        fee_structure_id: 6,
        name: fee.name,
        amount_cents: cents,
        is_taxable: false,
        taxes: [],
        tax_cents: 0,
      },
    ]);
    expect(priced.fee_cents).toBe(cents);
    expect(priced.total_cents).toBe(1234 + cents);
    expect(brokenSums(priced)).toEqual([]);
  });

  it('decision 65: a percentage order fee reads the order after discounts; discounts never reduce fees', () => {
    const priced = priceOrder(
      order({
        lines: [line({ unit_price_cents: 2000 })],
        discounts: [percentDiscount(9, 100_000)],
        order_fees: [orderFee(6, { percent: 10_000 }), orderFee(7, { cents: 750 })],
      }),
    );
    expect(priced.order_fees.map((f) => f.amount_cents)).toEqual([0, 750]);
    expect(priced.total_cents).toBe(750);
  });
});

describe('spec 3 §3.3 is_taxable and tax_fee_structure_ids: taxable and untaxed fees', () => {
  const ILLINOIS = tax(1, 6250);
  it.each([
    [
      'a taxable $2.00 item fee: 6.25 % = 12.5¢ → 13¢',
      itemFee(5, { cents: 200 }, { offering_ids: [1], is_taxable: true, tax_fee_structure_ids: [1] }),
      13,
    ],
    ['an untaxed $2.00 item fee', itemFee(5, { cents: 200 }, { offering_ids: [1] }), 0],
    ['taxable but naming no tax', itemFee(5, { cents: 200 }, { offering_ids: [1], is_taxable: true }), 0],
  ])('%s', (_case, fee, feeTax) => {
    const priced = priceOrder(order({ lines: [line()], fee_structures: [ILLINOIS, fee] }));
    expect(priced.lines[0]!.fees[0]).toMatchObject({ amount_cents: 200, tax_cents: feeTax });
    expect(priced.lines[0]!.tax_cents).toBe(feeTax);
    expect(priced.tax_cents).toBe(feeTax);
    expect(brokenSums(priced)).toEqual([]);
  });

  it('a taxable $7.50 order fee at 8.875 % = 66.5625¢ → 67¢; an untaxed one pays none', () => {
    const newYork = tax(2, 8875);
    const priced = priceOrder(
      order({
        lines: [line()],
        fee_structures: [newYork],
        order_fees: [
          orderFee(6, { cents: 750 }, { is_taxable: true, tax_fee_structure_ids: [2] }),
          orderFee(7, { cents: 750 }),
        ],
      }),
    );
    expect(priced.order_fees.map((f) => f.tax_cents)).toEqual([67, 0]);
    expect(priced.taxes).toEqual([
      {
        fee_structure_id: 2,
        name: newYork.name,
        amount_cents: 67,
        is_percent: true,
        percent_thousandths: 8875,
        taxable_cents: 750,
      },
    ]);
    expect(priced.total_cents).toBe(1000 + 750 + 67 + 750);
    expect(brokenSums(priced)).toEqual([]);
  });
});
