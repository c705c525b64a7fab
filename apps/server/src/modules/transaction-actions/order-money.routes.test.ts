import type { CustomerOrderPage, Order } from '@paybook/contracts';
import { moneyTextToCents, orderBadge } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import {
  checkout,
  createCheckoutTestApp,
  keyEntered,
  type Shop,
  setUpAppointmentCheckout,
  setUpShop,
} from '../checkout/checkout-test-setup.ts';
import { actionBody, paidOrder, put, refundOf, TOTAL } from './transaction-actions-test-setup.ts';

// Issue 24 point 1 (decision 113), spec 3 §4.2, §4.4: the order says what its money did. A voided sale is
// cancelled and owes nothing; a deposit sale whose card is voided owes the charge; a refund shows as
// "Partly refunded" or "Refunded" wherever the order's badge is drawn.

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t);
});

const voidOf = (client: Shop['owner'], orderId: number, paymentId: number) =>
  put(client, `/api/transaction/${paymentId}/void`, actionBody(orderId, paymentId));

/** The badge the order pages draw for a row of the customer's orders (the domain's one label). */
const badgeOf = (row: CustomerOrderPage['data'][number]) =>
  orderBadge({
    order_status: row.order_status.code,
    payment_status: row.payment_status,
    amount_paid_cents: moneyTextToCents(row.amount_paid) ?? 0,
    amount_refunded_cents: moneyTextToCents(row.amount_refunded) ?? 0,
  });

async function customerOrderRow(orderId: number) {
  const page = (await shop.owner.get(`/api/customer/${shop.customerId}/orders?items_per_page=50`)).json();
  const row = (page as CustomerOrderPage).data.find((candidate) => candidate.id === orderId);
  if (!row) throw new Error(`order ${orderId} is not in the customer's orders`);
  return row;
}

describe('a void of the whole sale', () => {
  it('cancels the order: nothing due, GET order and the customer’s orders agree', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const response = await voidOf(shop.owner, orderId, paymentId);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as Order;
    expect(order).toMatchObject({
      order_status: { code: 2, name: 'Cancelled' },
      payment_status: 'cancelled',
      amount_paid: '0.00',
      amount_charged: '0.00',
      amount_due: '0.00',
    });
    expect((await shop.owner.get(`/api/order/${orderId}`)).json()).toEqual(order);
    const row = await customerOrderRow(orderId);
    expect(row).toMatchObject({ payment_status: 'cancelled', amount_refunded: '0.00' });
    expect(badgeOf(row)).toBe('cancelled');
  });
});

describe('a deposit sale (issue 15 point 7)', () => {
  it('answers the charge beside the credit; a void of the card leaves the charge due', async () => {
    const s = await setUpAppointmentCheckout(t);
    const sale = await checkout(s.clerk, {
      ...keyEntered(),
      cart: [{ offering_id: s.service.id, quantity: '1' }],
      customer: { id: s.appointment.customerId },
      appointment_id: s.appointment.id,
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const { order, transaction } = sale.json() as { order: Order; transaction: { id: number } };
    // The $50.00 haircut: $10.00 deposit credited, $40.00 charged today, paid in full.
    expect(order).toMatchObject({
      amount_total: '50.00',
      deposit_credit: '10.00',
      amount_charged: '40.00',
      amount_paid: '50.00',
      payment_status: 'paid',
    });
    const voided = await voidOf(s.owner, order.id, transaction.id);
    expect(voided.statusCode, voided.body).toBe(200);
    // The deposit stays credited (its money is on the deposit's order): the order owes the $40.00 voided.
    expect(voided.json()).toMatchObject({
      order_status: { code: 1 },
      payment_status: 'partially_paid',
      deposit_credit: '10.00',
      amount_charged: '0.00',
      amount_paid: '10.00',
      amount_due: '40.00',
    });
  });
});

describe('a refund', () => {
  it('of $5: the order stays paid and reads "Partly refunded"; of the rest: "Refunded"', async () => {
    const { orderId, paymentId } = await paidOrder(shop, 'cash');
    const part = await refundOf(shop.owner, orderId, paymentId, { amount: '5.00' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      payment_status: 'paid',
      amount_refunded: '5.00',
      amount_charged: TOTAL,
      amount_due: '0.00',
    });
    const row = await customerOrderRow(orderId);
    expect(row).toMatchObject({ payment_status: 'paid', amount_refunded: '5.00' });
    expect(badgeOf(row)).toBe('partly_refunded');

    const rest = await refundOf(shop.owner, orderId, paymentId);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ amount_refunded: TOTAL, amount_paid: '0.00', amount_due: '0.00' });
    const after = await customerOrderRow(orderId);
    expect(after.amount_refunded).toBe(TOTAL);
    expect(badgeOf(after)).toBe('refunded');
  });
});
