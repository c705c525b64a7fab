import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import { pricingInputProblem } from './pricing-input-problem.ts';
import type { PricingInput } from './pricing-types.ts';
import { amountDiscount, itemFee, line, order, orderFee, percentDiscount, tax } from './test-input.ts';

describe('issue 15 point 2: the server re-prices what it can trust, and refuses the rest', () => {
  it.each<[string, PricingInput, string]>([
    ['a date that is not YYYY-MM-DD', order({ today: '6/15/25' }), 'today'],
    [
      'a price in fractions of a cent (ruling 9)',
      order({ lines: [line({ unit_price_cents: 12.5 })] }),
      'lines[0].unit_price_cents',
    ],
    ['a price below 0', order({ lines: [line({ unit_price_cents: -100 })] }), 'lines[0].unit_price_cents'],
    [
      'half a fixed item',
      order({ lines: [line({ quantity_thousandths: 1500 })] }),
      'lines[0].quantity_thousandths',
    ],
    [
      'a quantity of 0',
      order({ lines: [line({ quantity_thousandths: 0 })] }),
      'lines[0].quantity_thousandths',
    ],
    [
      'a start date that is not a date',
      order({ lines: [line({ start_date: 'soon' })] }),
      'lines[0].start_date',
    ],
    [
      'a percentage above 100 %',
      order({ discounts: [percentDiscount(9, 100_001)] }),
      'discounts[0].percent_thousandths',
    ],
    ['a percentage of 0', order({ fee_structures: [tax(1, 0)] }), 'fee_structures[0].percent_thousandths'],
    [
      'a dollar amount in fractions of a cent',
      order({ order_fees: [orderFee(6, { cents: 0.5 })] }),
      'order_fees[0].amount_cents',
    ],
    [
      'both an amount and a percentage',
      order({ discounts: [amountDiscount(9, 100, { percent_thousandths: 5 })] }),
      'discounts[0].amount_cents',
    ],
    ['a tax offered as an order fee', order({ order_fees: [tax(1, 8250)] }), 'order_fees[0].type'],
    ['a fee offered as a discount', order({ discounts: [itemFee(5, { cents: 100 })] }), 'discounts[0].type'],
    [
      'a taxable fee naming a tax that is not there',
      order({
        order_fees: [orderFee(6, { cents: 100 }, { is_taxable: true, tax_fee_structure_ids: [404] })],
      }),
      'order_fees[0].tax_fee_structure_ids',
    ],
  ])('refuses %s', (_case, input, field) => {
    expect(pricingInputProblem(input)).toMatch(new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}:`));
    expect(() => priceOrder(input)).toThrow(RangeError);
  });

  it("accepts a full input, and every fee structure type among the merchant's fee structures", () => {
    const input = order({
      lines: [line({ price_structure: 'per_unit', quantity_thousandths: 2500 })],
      fee_structures: [
        tax(1, 8250),
        itemFee(5, { cents: 200 }),
        orderFee(6, { cents: 750 }),
        percentDiscount(9, 10_000),
      ],
      order_fees: [orderFee(6, { cents: 750 }, { is_taxable: true, tax_fee_structure_ids: [1] })],
      discounts: [percentDiscount(9, 10_000)],
    });
    expect(pricingInputProblem(input)).toBeNull();
  });
});
