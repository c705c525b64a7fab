import { checkoutBody, type FeeStructure } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { type CartAction, cartReducer, emptyCart } from './cart-state';
import { buildCheckoutBody } from './checkout-body';
import { COURT, MEMBERSHIP, posCustomer, SHAKE } from './test-items';

// spec 3 §7 POST cart/check_out: what the point of sale sends, checked by the contract the server uses.
const TODAY = '2026-11-26';
const _ORDER_FEE: FeeStructure = {
  id: 11,
  type: 'order_fee',
  name: 'Service fee',
  amount: '2.00',
  is_percent: false,
  is_active: true,
  is_recurring: false,
  is_taxable: false,
  offering_ids: [],
  tax_fee_structure_ids: [],
  discount: null,
};
const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCart);
const add = (item = SHAKE, start_date?: string): CartAction => ({
  type: 'add_item',
  item,
  today: TODAY,
  start_date,
});
const payer = { first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com ' };
const customer = posCustomer(7, 'Ann', 'Lee', 'ann@example.com');

describe('buildCheckoutBody', () => {
  it('sends the lines as typed, the customer, the order fees and never a total', () => {
    let cart = run(
      add(SHAKE),
      add(COURT),
      { type: 'set_customer', customer },
      { type: 'set_discount_code', code: 'SAVE10' },
    );
    cart = cartReducer(cart, { type: 'set_quantity', key: cart.lines[1]!.key, quantity: ' 2.5 ' });
    const body = buildCheckoutBody(cart, payer, { payment_mode: 'cash', amount_tendered: '100' }, TODAY);
    expect(body).toMatchObject({
      payment_mode: 'cash',
      amount_tendered: '100',
      cart: [
        { offering_id: 1, quantity: '1', start_date: null, price: null },
        { offering_id: 2, quantity: '2.5', start_date: null, price: null },
      ],
      discount_code: 'SAVE10',
      order_fees: [],
      customer: { id: 7, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
      addresses: [],
    });
    expect(JSON.stringify(body)).not.toMatch(/total/);
    expect(checkoutBody.safeParse(body).success).toBe(true);
  });

  it('spec 3 §4.8: a future-dated item drops the discount code', () => {
    const cart = run(add(MEMBERSHIP, '2026-12-10'), { type: 'set_discount_code', code: 'SAVE10' });
    const body = buildCheckoutBody(
      cart,
      payer,
      { payment_mode: 'stored', account_id: 3, authorization_type: null },
      TODAY,
    );
    expect(body.discount_code).toBe('');
  });

  it('edit-order-fees: the chosen list is sent as chosen', () => {
    const cart = run(add(SHAKE), {
      type: 'set_order_fees',
      order_fees: [{ fee_structure_id: 11, amount: '3.00' }],
    });
    const body = buildCheckoutBody(cart, payer, { payment_mode: 'check', check_number: '101' }, TODAY);
    expect(body.order_fees).toEqual([{ fee_structure_id: 11, amount: '3.00' }]);
  });
});

describe('issue 15 point 7: a checkout from an appointment', () => {
  it('names the appointment (null without one)', () => {
    const cash = { payment_mode: 'cash', amount_tendered: '30' } as const;
    expect(buildCheckoutBody(run(add()), payer, cash, TODAY).appointment_id).toBeNull();
    const cart = run(add(), {
      type: 'set_appointment',
      appointment: { id: 41, customer_id: 7, deposit_credit: '20.00', refusal: null, sold_on: null },
    });
    const body = buildCheckoutBody(cart, payer, cash, TODAY);
    expect(body.appointment_id).toBe(41);
    expect(checkoutBody.parse(body).appointment_id).toBe(41);
  });
});

describe('decision 79: nothing to pay', () => {
  it('sends payment_mode none with the appointment and no payment fields; the contract takes it', () => {
    const cart = run(add(SHAKE), {
      type: 'set_appointment',
      appointment: { id: 41, customer_id: 7, deposit_credit: '20.00', refusal: null, sold_on: null },
    });
    const body = buildCheckoutBody(cart, payer, { payment_mode: 'none' }, TODAY);
    expect(body).toMatchObject({ payment_mode: 'none', appointment_id: 41 });
    expect(body).not.toHaveProperty('amount_tendered');
    expect(checkoutBody.safeParse(body).success).toBe(true);
  });
});
