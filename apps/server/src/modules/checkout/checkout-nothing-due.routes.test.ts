import { randomUUID } from 'node:crypto';
import { NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerings, orders, sandboxPayments, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { AMOUNT_DUE } from './checkout-payment-source.ts';
import {
  checkout,
  createCheckoutTestApp,
  MONTHLY_12,
  setUpAppointmentCheckout,
} from './checkout-test-setup.ts';

// Decision 79 (with decision 76, spec 3 §4.8 and §5 Checkout): an appointment booked online paid a $10.00 deposit on the
// $50.00 haircut; when the sale at the desk comes to no more than that, nothing is left to pay and the
// desk completes it with payment_mode 'none': no payment method, no transaction, the order paid by the
// deposit credit alone.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

/** The deposits' merchant on the full product, a clerk, a booked appointment and items of $10 and $6. */
async function setUpNothingDue() {
  const s = await setUpAppointmentCheckout(t);
  const { appointment } = s;
  const item = async (values: Partial<typeof offerings.$inferInsert> & { name: string }) => {
    const [row] = await t.handle.db
      .insert(offerings)
      .values({ merchantId: s.merchant.id, ...values })
      .returning({ id: offerings.id });
    if (!row) throw new Error('not inserted');
    return row.id;
  };
  const blowDry = await item({ name: 'Blow-dry', priceCents: 1000 });
  const comb = await item({ name: 'Comb', priceCents: 600 });
  const club = await item({
    name: 'Hair club',
    priceCents: 500,
    priceStructure: 'recurring',
    recurrence: MONTHLY_12,
  });
  const body = (extra: object = {}) => ({
    payment_mode: 'none',
    cart: [{ offering_id: blowDry, quantity: '1' }],
    customer: { id: appointment.customerId },
    appointment_id: appointment.id,
    ...extra,
  });
  const merchantRows = () =>
    withTenant(t.handle.db, s.merchant.id, async (tx) => ({
      orders: await tx.select({ id: orders.id }).from(orders),
      transactions: await tx.select({ amount: transactions.amount }).from(transactions),
    }));
  return { ...s, items: { blowDry, comb, club }, body, merchantRows };
}

describe('POST cart/check_out with nothing to pay (decision 79)', () => {
  it('the deposit covers the sale: the order is paid by the credit, with no transaction and no charge', async () => {
    const s = await setUpNothingDue();
    const before = await s.merchantRows();
    const key = randomUUID();
    const first = await checkout(s.clerk, s.body(), key);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({
      payment_status: 'processed',
      transaction: null,
      amount_paid: '10.00',
      failure_reason: null,
    });
    expect(answer.order).toMatchObject({
      amount_total: '10.00',
      amount_paid: '10.00',
      amount_due: '0.00',
      payment_status: 'paid',
      deposit_credit: '10.00',
      deposit_order_id: s.appointment.depositOrderId,
      transactions: [],
    });
    // The deposit's own order and payment are all there is besides this order: nothing was charged.
    const after = await s.merchantRows();
    expect(after.orders).toHaveLength(before.orders.length + 1);
    expect(after.transactions).toEqual(before.transactions);
    const payments = await t.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ownerMerchantId, s.merchant.id));
    expect(payments).toHaveLength(1);
    expect(await s.depositStatus()).toBe('credited');
    const read = await s.clerk.get(`/api/order/${answer.order.id}`);
    expect(read.json()).toMatchObject({
      payment_status: 'paid',
      amount_due: '0.00',
      deposit_credit: '10.00',
    });

    // The retry token replays the sale; it never credits or writes twice.
    const replay = await checkout(s.clerk, s.body(), key);
    expect(replay.json().order.id).toBe(answer.order.id);
    expect((await s.merchantRows()).orders).toHaveLength(after.orders.length);
  });

  it('a credit above the total covers it too: the order is paid with the credit of its total', async () => {
    const s = await setUpNothingDue();
    const answer = await checkout(s.clerk, s.body({ cart: [{ offering_id: s.items.comb, quantity: '1' }] }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order).toMatchObject({
      amount_total: '6.00',
      amount_paid: '6.00',
      deposit_credit: '6.00',
      payment_status: 'paid',
      transactions: [],
    });
  });

  it('refused with 422 naming payment_mode when something is due; nothing is written or credited', async () => {
    const s = await setUpNothingDue();
    const before = await s.merchantRows();
    // The $50.00 haircut less the $10.00 deposit.
    const haircut = await checkout(s.clerk, s.body({ cart: [{ offering_id: s.service.id, quantity: '1' }] }));
    expect(haircut.statusCode).toBe(422);
    const message = 'Choose how the customer pays: $40.00 is due.';
    expect(haircut.json().error).toEqual({
      code: AMOUNT_DUE,
      message,
      details: [{ property: 'payment_mode', message }],
    });
    // Two of the $10.00 item: the deposit covers one.
    const two = await checkout(s.clerk, s.body({ cart: [{ offering_id: s.items.blowDry, quantity: '2' }] }));
    expect(two.statusCode).toBe(422);
    expect(two.json().error.details).toEqual([
      { property: 'payment_mode', message: 'Choose how the customer pays: $10.00 is due.' },
    ]);
    // A sale without the appointment owes its whole total.
    const walkIn = await checkout(s.clerk, s.body({ appointment_id: null, customer: {} }));
    expect(walkIn.statusCode).toBe(422);
    expect(walkIn.json().error.details[0].message).toBe('Choose how the customer pays: $10.00 is due.');
    expect(await s.merchantRows()).toEqual(before);
    expect(await s.depositStatus()).toBe('paid');
  });

  it('refused for a recurring or future-dated line, which needs an account for later bills', async () => {
    const s = await setUpNothingDue();
    const email = { customer: { id: s.appointment.customerId, email: 'buyer@example.test' } };
    // Dated lines are refused by the body's rules.
    const dated = await checkout(
      s.clerk,
      s.body({ ...email, cart: [{ offering_id: s.items.club, quantity: '1', start_date: '2039-01-01' }] }),
    );
    expect(dated.statusCode).toBe(400);
    expect(dated.json().error.details).toEqual([
      { property: 'payment_mode', message: NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE },
    ]);
    // A recurring line without a date (it starts today) is refused by the server's recurring rule.
    const today = await checkout(s.clerk, s.body({ ...email, cart: [{ offering_id: s.items.club }] }));
    expect(today.statusCode).toBe(400);
    expect(today.json().error.details).toEqual([
      { property: 'payment_mode', message: NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE },
    ]);
    expect(await s.depositStatus()).toBe('paid');
  });

  it('needs create_orders: 403 without it, and nothing is credited', async () => {
    const s = await setUpNothingDue();
    const clerkWithout = await createUser(t.handle.db, s.merchant, { accessRights: ['manage_customers'] });
    const refused = await checkout(await signIn(t.app, clerkWithout.userName), s.body());
    expect(refused.statusCode).toBe(403);
    expect(await s.depositStatus()).toBe('paid');
  });

  it('another merchant’s appointment is 404 and keeps its deposit', async () => {
    const s = await setUpNothingDue();
    const other = await setUpNothingDue();
    const elsewhere = await checkout(other.clerk, {
      ...other.body(),
      customer: {},
      appointment_id: s.appointment.id,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await s.depositStatus()).toBe('paid');
    expect((await s.merchantRows()).orders).toHaveLength(1);
  });
});
