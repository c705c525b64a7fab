import type { FeeStructure } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { chosenOrderFees, percentTextToThousandths, priceCart, toPricingFeeStructure } from './cart-pricing';
import { type CartAction, cartReducer, emptyCart } from './cart-state';
import { COURT, MEMBERSHIP, SHAKE } from './test-items';

// Issue 15 point 3: the cart's totals are priceOrder's (decision 65), from the fee structures the API sends.
const TODAY = '2026-11-26';
const fee = (
  id: number,
  type: FeeStructure['type'],
  amount: string,
  extra: Partial<FeeStructure> = {},
): FeeStructure => ({
  id,
  type,
  name: `${type} ${id}`,
  amount,
  is_percent: false,
  is_active: true,
  is_recurring: false,
  is_taxable: false,
  offering_ids: [],
  tax_fee_structure_ids: [],
  discount: null,
  ...extra,
});
const TAX = fee(10, 'tax', '8.25', { is_percent: true });
const SERVICE_FEE = fee(11, 'order_fee', '2.00');
const SAVE10 = fee(12, 'line_item_discount', '10', {
  is_percent: true,
  discount: {
    code: 'SAVE10',
    uses: null,
    start_date: null,
    end_date: null,
    discounts_used_count: 0,
    status: 'valid',
  },
});
const ALL = [TAX, SERVICE_FEE, SAVE10];
const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCart);
const add = (item = SHAKE, start_date?: string): CartAction => ({
  type: 'add_item',
  item,
  today: TODAY,
  start_date,
});

describe('priceCart', () => {
  it('an empty cart costs nothing, and a sale starts without order fees', () => {
    expect(priceCart(run(add(COURT)), ALL, TODAY).priced?.fee_cents).toBe(0);
    expect(priceCart(emptyCart, ALL, TODAY).priced?.total_cents).toBe(0);
  });

  it('2 shakes, 2.5 court hours: subtotal, tax on the taxable item, the order fee chosen', () => {
    let cart = run(add(SHAKE), add(SHAKE), add(COURT), {
      type: 'set_order_fees',
      order_fees: [{ fee_structure_id: 11, amount: null }],
    });
    cart = cartReducer(cart, { type: 'set_quantity', key: cart.lines[1]!.key, quantity: '2.5' });
    const { priced, isComplete } = priceCart(cart, ALL, TODAY);
    expect(isComplete).toBe(true);
    // 2 × 6.50 + 2.5 × 30.00 = 88.00; 8.25 % of 13.00 = 1.0725 → 1.07; order fee 2.00.
    expect(priced).toMatchObject({ subtotal_cents: 8800, tax_cents: 107, fee_cents: 200, total_cents: 9107 });
  });

  it('a discount code takes its share; spec 3 §4.8: a future-dated item drops it', () => {
    const withCode = run(add(COURT), { type: 'set_discount_code', code: 'save10' });
    expect(priceCart(withCode, ALL, TODAY).priced).toMatchObject({
      discount_cents: 300,
      discounts_dropped: false,
    });
    const future = cartReducer(withCode, add(MEMBERSHIP, '2026-12-01'));
    expect(priceCart(future, ALL, TODAY).priced).toMatchObject({
      discount_cents: 0,
      discounts_dropped: true,
    });
  });

  it('a line still being typed is left out and the cart is not complete', () => {
    let cart = run(add(SHAKE), add(COURT));
    cart = cartReducer(cart, { type: 'set_quantity', key: cart.lines[1]!.key, quantity: '2.' });
    const { priced, isComplete } = priceCart(cart, ALL, TODAY);
    expect(isComplete).toBe(false);
    expect(priced?.subtotal_cents).toBe(650);
  });

  it('edit-order-fees: an unchosen fee is not charged; a changed amount replaces it', () => {
    const cart = run(add(COURT), { type: 'set_order_fees', order_fees: [] });
    expect(priceCart(cart, ALL, TODAY).priced?.fee_cents).toBe(0);
    const changed = cartReducer(cart, {
      type: 'set_order_fees',
      order_fees: [{ fee_structure_id: 11, amount: '3.50' }],
    });
    expect(priceCart(changed, ALL, TODAY).priced?.fee_cents).toBe(350);
  });

  it('inactive fee structures and taxes a fee names that are gone are not charged', () => {
    const taxedFee = fee(13, 'order_fee', '1.00', { is_taxable: true, tax_fee_structure_ids: [99] });
    const cart = run(add(COURT), {
      type: 'set_order_fees',
      order_fees: [{ fee_structure_id: 13, amount: null }],
    });
    const { priced } = priceCart(cart, [{ ...TAX, is_active: false }, taxedFee], TODAY);
    expect(priced).toMatchObject({ tax_cents: 0, fee_cents: 100, total_cents: 3100 });
  });
});

describe('fee structure amounts', () => {
  it.each([
    ['8.375', 8375],
    ['10', 10000],
    ['100', 100000],
    ['0.001', 1],
    ['8.3755', null],
    ['x', null],
  ])('percent "%s" → %s thousandths', (text, thousandths) => {
    expect(percentTextToThousandths(text)).toBe(thousandths);
  });

  it('dollars become cents, percentages thousandths', () => {
    expect(toPricingFeeStructure(SERVICE_FEE)).toMatchObject({
      amount_cents: 200,
      percent_thousandths: null,
    });
    expect(toPricingFeeStructure(TAX)).toMatchObject({ amount_cents: null, percent_thousandths: 8250 });
  });

  it('a sale starts without order fees; a chosen fee the merchant no longer has is left out', () => {
    expect(chosenOrderFees(ALL, [])).toEqual([]);
    expect(chosenOrderFees(ALL, [{ fee_structure_id: 11, amount: null }]).map((f) => f.id)).toEqual([11]);
    expect(chosenOrderFees(ALL, [{ fee_structure_id: 404, amount: null }])).toEqual([]);
  });
});
