import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutIntents, offerings, orders, sandboxPayments, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { InjectedFault } from '../../test/declared-statuses.ts';
import { holdTenantTransaction } from '../../test/held-transaction.ts';
import type { TestApp } from '../../test/test-app.ts';
import { markDepositCredited } from '../deposits/deposit-credit.ts';
import { lockAppointmentMoney } from '../deposits/deposits.repository.ts';
import { APPOINTMENT_CUSTOMER_MESSAGE } from './checkout-appointment.ts';
import { DEPOSIT_CREDIT_CHANGED, DEPOSIT_CREDIT_CHANGED_MESSAGE } from './checkout-completion.ts';
import { reconcileIntent } from './checkout-reconcile.ts';
import {
  checkout,
  createCheckoutTestApp,
  keyEntered,
  NO_ANSWER_AFTER_RECORDING,
  setUpAppointmentCheckout,
} from './checkout-test-setup.ts';

// Issue 15 point 7: "checkout from that appointment credits the deposit". A booking of the $50.00 haircut
// paid a $10.00 deposit online; the point of sale checks the appointment out and charges the rest.

const fault = { crash: false };
let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({
    afterCharge: () => {
      if (fault.crash) throw new InjectedFault('injected: the node died after the charge');
    },
  });
});

/** The deposits' merchant, upgraded to the full product (the point of sale), a clerk, a booked appointment. */
async function setUpDepositCheckout() {
  const s = await setUpAppointmentCheckout(t);
  const { appointment } = s;
  const body = (extra: object = {}) => ({
    ...keyEntered(),
    cart: [{ offering_id: s.service.id, quantity: '1' }],
    customer: { id: appointment.customerId },
    appointment_id: appointment.id,
    ...extra,
  });
  const paymentsOf = (orderId: number) =>
    withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx
        .select({ amount: transactions.amount, key: transactions.idempotencyKey })
        .from(transactions)
        .where(eq(transactions.orderId, orderId)),
    );
  return { ...s, body, paymentsOf };
}

describe('POST cart/check_out from an appointment with a paid deposit (issue 15 point 7)', () => {
  it('credits the deposit once: charges the rest, the order shows the credit, the deposit is credited', async () => {
    const s = await setUpDepositCheckout();
    // GET appointment/{id} tells the point of sale what the checkout will credit.
    const before = await s.owner.get(`/api/appointment/${s.appointment.id}`);
    expect(before.json().deposit).toEqual({ status: 'paid', credit: '10.00' });
    const first = await checkout(s.clerk, s.body());
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ payment_status: 'processed', amount_paid: '50.00' });
    expect(answer.transaction).toMatchObject({ amount: '40.00', processor_status: 'authorized' });
    expect(answer.order).toMatchObject({
      amount_total: '50.00',
      amount_paid: '50.00',
      amount_due: '0.00',
      payment_status: 'paid',
      deposit_credit: '10.00',
      deposit_order_id: s.appointment.depositOrderId,
    });
    expect(await s.paymentsOf(answer.order.id)).toEqual([{ amount: 4000, key: expect.any(String) }]);
    expect(await s.depositStatus()).toBe('credited');
    const after = await s.owner.get(`/api/appointment/${s.appointment.id}`);
    expect(after.json().deposit).toEqual({ status: 'credited', credit: '0.00' });
    const [row] = await t.handle.db
      .select({ appointmentId: orders.appointmentId })
      .from(orders)
      .where(eq(orders.id, answer.order.id));
    expect(row?.appointmentId).toBe(s.appointment.id);
    // GET order/{id} (and so the receipt) presents the same credit.
    const read = await s.clerk.get(`/api/order/${answer.order.id}`);
    expect(read.json()).toMatchObject({ amount_paid: '50.00', deposit_credit: '10.00', amount_due: '0.00' });

    // A second sale of the same appointment (confirmed, issue 24 point 1) gets no credit.
    const second = await checkout(s.clerk, s.body({ allow_second_sale: true }));
    expect(second.json().order).toMatchObject({
      amount_paid: '50.00',
      deposit_credit: '0.00',
      deposit_order_id: null,
    });
    expect(second.json().transaction).toMatchObject({ amount: '50.00' });
    expect(await s.depositStatus()).toBe('credited');
  });

  it('a credit above the total covers it: the order is paid and nothing is charged', async () => {
    const s = await setUpDepositCheckout();
    const [comb] = await t.handle.db
      .insert(offerings)
      .values({ merchantId: s.merchant.id, name: 'Comb', priceCents: 600 })
      .returning({ id: offerings.id });
    const answer = await checkout(s.clerk, s.body({ cart: [{ offering_id: comb!.id, quantity: '1' }] }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      payment_status: 'processed',
      transaction: null,
      amount_paid: '6.00',
    });
    expect(answer.json().order).toMatchObject({
      amount_total: '6.00',
      amount_paid: '6.00',
      payment_status: 'paid',
      deposit_credit: '6.00',
      transactions: [],
    });
    expect(await s.paymentsOf(answer.json().order.id)).toEqual([]);
    expect(await s.depositStatus()).toBe('credited');
  });

  it('cash pays only the amount due', async () => {
    const s = await setUpDepositCheckout();
    const cash = (tendered: string) => ({
      ...s.body(),
      payment_mode: 'cash',
      card: undefined,
      amount_tendered: tendered,
    });
    const short = await checkout(s.clerk, cash('39.99'));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].property).toBe('amount_tendered');
    const answer = await checkout(s.clerk, cash('50.00'));
    expect(answer.json()).toMatchObject({ amount_paid: '50.00', change_due: '10.00' });
    expect(answer.json().transaction).toMatchObject({ amount: '40.00', change_due: '10.00' });
  });

  it('another merchant’s appointment is 404; another customer’s is 400 naming appointment_id', async () => {
    const s = await setUpDepositCheckout();
    const other = await setUpDepositCheckout();
    const elsewhere = await checkout(other.clerk, { ...other.body(), appointment_id: s.appointment.id });
    expect(elsewhere.statusCode).toBe(404);
    const { start } = await s.bookWithCard();
    const another = await s.appointmentAt(start);
    const wrong = await checkout(s.clerk, s.body({ customer: { id: another.customerId } }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { property: 'appointment_id', message: APPOINTMENT_CUSTOMER_MESSAGE },
    ]);
    expect(await s.depositStatus()).toBe('paid');
    // A walk-in sale may check the appointment out.
    const walkIn = await checkout(s.clerk, s.body({ customer: {} }));
    expect(walkIn.json().order).toMatchObject({ deposit_credit: '10.00' });
    expect(await s.depositStatus()).toBe('credited');
  });

  it('a retry with the same key after no answer charges the planned amount once and credits once', async () => {
    const s = await setUpDepositCheckout();
    const key = randomUUID();
    const body = s.body(keyEntered(NO_ANSWER_AFTER_RECORDING));
    const first = await checkout(s.clerk, body, key);
    expect(first.json()).toMatchObject({ payment_status: 'unknown', order: null });
    expect(await s.depositStatus()).toBe('paid');
    const retried = await checkout(s.clerk, body, key);
    expect(retried.json()).toMatchObject({ payment_status: 'processed', amount_paid: '50.00' });
    expect(retried.json().order).toMatchObject({ deposit_credit: '10.00' });
    expect(await s.paymentsOf(retried.json().order.id)).toEqual([{ amount: 4000, key: expect.any(String) }]);
    const payments = await t.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ownerMerchantId, s.merchant.id));
    // The deposit's authorisation at booking and this checkout's.
    expect(payments).toHaveLength(2);
    const replay = await checkout(s.clerk, body, key);
    expect(replay.json().order.id).toBe(retried.json().order.id);
    expect(await s.depositStatus()).toBe('credited');
  });

  it('a crash after the charge: the reconcile job writes the order with the planned credit', async () => {
    const s = await setUpDepositCheckout();
    fault.crash = true;
    const crashed = await checkout(s.clerk, s.body()).finally(() => {
      fault.crash = false;
    });
    expect(crashed.statusCode).toBe(500);
    expect(await s.depositStatus()).toBe('paid');
    const [intent] = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.select({ id: checkoutIntents.id }).from(checkoutIntents),
    );
    const processor = t.app.processor;
    const later = new Date(Date.now() + 120_000);
    expect(await reconcileIntent(t.handle.db, processor, s.merchant.id, intent!.id, later)).toBe('completed');
    const [order] = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.select().from(orders).where(eq(orders.appointmentId, s.appointment.id)),
    );
    expect(await s.paymentsOf(order!.id)).toEqual([{ amount: 4000, key: expect.any(String) }]);
    const read = await s.clerk.get(`/api/order/${order!.id}`);
    expect(read.json()).toMatchObject({
      amount_paid: '50.00',
      deposit_credit: '10.00',
      payment_status: 'paid',
    });
    expect(await s.depositStatus()).toBe('credited');
  });

  it('a crash after the charge, then another checkout takes the credit: the reconciled order owes the rest', async () => {
    const s = await setUpDepositCheckout();
    fault.crash = true;
    await checkout(s.clerk, s.body()).finally(() => {
      fault.crash = false;
    });
    const [intent] = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.select({ id: checkoutIntents.id }).from(checkoutIntents),
    );
    // The desk sells again with a new token before the job runs; that sale takes the deposit.
    const again = await checkout(s.clerk, s.body());
    expect(again.json().order).toMatchObject({ deposit_credit: '10.00', amount_paid: '50.00' });
    const processor = t.app.processor;
    const later = new Date(Date.now() + 120_000);
    expect(await reconcileIntent(t.handle.db, processor, s.merchant.id, intent!.id, later)).toBe('completed');
    const [order] = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.select({ id: orders.id }).from(orders).where(eq(orders.amountPaid, 4000)),
    );
    // The $40.00 charged is recorded; the credit went to the other sale, so $10.00 is still due.
    const read = await s.clerk.get(`/api/order/${order!.id}`);
    expect(read.json()).toMatchObject({
      amount_paid: '40.00',
      amount_due: '10.00',
      deposit_credit: '0.00',
      payment_status: 'partially_paid',
    });
  });

  it('two checkouts of one appointment at once: one takes the credit, the other never charges it twice', async () => {
    const s = await setUpDepositCheckout();
    // Both confirmed as sales of their own (issue 24 point 1), so neither is refused as a second sale.
    const both = s.body({ allow_second_sale: true });
    const answers = await Promise.all([checkout(s.clerk, both), checkout(s.clerk, both)]);
    const credited = answers.filter((answer) => answer.json().order?.deposit_credit === '10.00');
    expect(credited).toHaveLength(1);
    const other = answers.find((answer) => answer !== credited[0]);
    const charges = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.select({ amount: transactions.amount }).from(transactions),
    );
    const amounts = charges.map((row) => row.amount).sort((a, b) => a - b);
    if (other?.statusCode === 409) {
      // Both planned the credit; the one that found it taken was refused before any charge.
      expect(other.json().error.code).toBe(DEPOSIT_CREDIT_CHANGED);
      expect(other.json().error.details[0].property).toBe('appointment_id');
      expect(amounts).toEqual([1000, 4000]);
    } else {
      // The other planned after the credit was taken: it owed the whole total.
      expect(other?.json().order).toMatchObject({ deposit_credit: '0.00' });
      expect(amounts).toEqual([1000, 4000, 5000]);
    }
  });

  it('the credit taken while the checkout waited for the appointment: refused before any charge (409)', async () => {
    const s = await setUpDepositCheckout();
    const key = randomUUID();
    const held = await holdTenantTransaction(t.handle.db, s.merchant.id);
    let pending: ReturnType<typeof checkout> | undefined;
    try {
      await lockAppointmentMoney(held.tx, s.merchant.id, s.appointment.id);
      pending = checkout(s.clerk, s.body(), key);
      // Wait until the checkout's transaction waits for the appointment's row lock.
      for (let tries = 0; tries < 500; tries++) {
        const [waiting] = await t.handle.db
          .select({ count: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`wait_event_type = 'Lock' and query ilike '%calendar_items%'`);
        if ((waiting?.count ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await markDepositCredited(held.tx, s.merchant.id, s.appointment.id)).toBe(true);
    } finally {
      await held.commit();
    }
    const answer = await pending;
    if (!answer) throw new Error('the checkout was not sent');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({
      code: DEPOSIT_CREDIT_CHANGED,
      details: [{ property: 'appointment_id', message: DEPOSIT_CREDIT_CHANGED_MESSAGE }],
    });
    const charges = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.select({ amount: transactions.amount }).from(transactions),
    );
    expect(charges.map((row) => row.amount)).toEqual([1000]);
    // "Submit the order again" with the token is the sale's next attempt (decision 94), priced afresh: with
    // the deposit gone it owes the whole total.
    const again = await checkout(s.clerk, s.body(), key);
    expect(again.json().transaction).toMatchObject({ amount: '50.00' });
  });
});
