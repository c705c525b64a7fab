import { randomUUID } from 'node:crypto';
import { errorCodes } from '@paybook/contracts';
import { localDateOf } from '@paybook/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutIntents, orders, sandboxPayments } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';
import { holdTenantTransaction } from '../../test/held-transaction.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ZONE } from '../calendar/calendar-test-setup.ts';
import { lockAppointmentMoney } from '../deposits/deposits.repository.ts';
import {
  checkout,
  createCheckoutTestApp,
  keyEntered,
  setUpAppointmentCheckout,
  setUpShop,
} from './checkout-test-setup.ts';

// Issue 24 point 1, "A paid visit can be sold again": an appointment knows the order it was checked out
// on. A booking of the $50.00 haircut paid a $10.00 deposit online; the desk takes the other $40.00.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

async function setUpVisit() {
  const s = await setUpAppointmentCheckout(t);
  const { appointment } = s;
  const cash = (extra: object = {}) => ({
    payment_mode: 'cash',
    amount_tendered: '40.00',
    cart: [{ offering_id: s.service.id, quantity: '1' }],
    customer: { id: appointment.customerId },
    appointment_id: appointment.id,
    ...extra,
  });
  const date = localDateOf(ZONE, new Date(appointment.startAt)).replaceAll('-', '');
  /** The appointment's item as the provider's week shows it. */
  const weekItem = async (client: TestClient = s.owner) => {
    const week = await client.get(`/api/service_provider/${s.provider.id}/calendar_week/${date}`);
    expect(week.statusCode, week.body).toBe(200);
    const items = week.json().days.flatMap((day: { items: { id: number }[] }) => day.items);
    return items.find((item: { id: number }) => item.id === appointment.id);
  };
  /** The same in the providers' day (GET calendar_day). */
  const dayItem = async () => {
    const day = await s.owner.get(`/api/calendar_day/${date}`);
    expect(day.statusCode, day.body).toBe(200);
    const items = day
      .json()
      .providers.flatMap((provider: { day: { items: { id: number }[] } }) => provider.day.items);
    return items.find((item: { id: number }) => item.id === appointment.id);
  };
  const ordersOfVisit = () =>
    t.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, s.merchant.id), eq(orders.appointmentId, appointment.id)));
  return { ...s, cash, weekItem, dayItem, ordersOfVisit };
}

describe('a checked-out appointment knows its order (issue 24 point 1)', () => {
  it('shows "Paid" with the order in the week, the providers’ day and GET appointment', async () => {
    const s = await setUpVisit();
    // Read (and cached) before the checkout: the checkout must remove the cached week.
    expect((await s.weekItem()).payment).toEqual({
      state: 'deposit_paid',
      amount: null,
      order_id: null,
      order_number: null,
    });
    const sold = await checkout(s.clerk, s.cash());
    expect(sold.statusCode, sold.body).toBe(200);
    const { order } = sold.json();
    const payment = { state: 'paid', amount: '50.00', order_id: order.id, order_number: order.order_number };
    expect((await s.weekItem()).payment).toEqual(payment);
    expect((await s.dayItem()).payment).toEqual(payment);
    const appointment = await s.owner.get(`/api/appointment/${s.appointment.id}`);
    expect(appointment.json().payment).toEqual(payment);
  });

  it('refuses a second checkout with 409 naming the order, and sells again when the cashier confirms', async () => {
    const s = await setUpVisit();
    const first = (await checkout(s.clerk, s.cash())).json().order;
    const again = await checkout(s.clerk, s.cash({ amount_tendered: '50.00' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      order_id: first.id,
      order_number: first.order_number,
      error: {
        code: errorCodes.appointmentCheckedOut,
        message: `This visit was already checked out on order #${first.order_number}. Confirm a second sale to charge again.`,
        details: [{ property: 'appointment_id', message: expect.stringContaining('already checked out') }],
      },
    });
    expect(await s.ordersOfVisit()).toHaveLength(1);

    const second = await checkout(s.clerk, s.cash({ amount_tendered: '50.00', allow_second_sale: true }));
    expect(second.statusCode, second.body).toBe(200);
    const order = second.json().order;
    // The second sale has no deposit left to credit; the visit now shows it (the latest sale).
    expect(order).toMatchObject({ amount_total: '50.00', amount_paid: '50.00', deposit_credit: '0.00' });
    expect(await s.ordersOfVisit()).toHaveLength(2);
    expect((await s.weekItem()).payment).toMatchObject({ state: 'paid', order_id: order.id });
  });

  it('a checkout of a cancelled appointment is 409 APPOINTMENT_CANCELLED; nothing is charged', async () => {
    const s = await setUpVisit();
    const cancelled = await s.owner.put(`/api/appointment/${s.appointment.id}/cancel`, {
      notify_customer: false,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const body of [s.cash(), s.cash({ allow_second_sale: true }), { ...s.cash(), ...keyEntered() }]) {
      const answer = await checkout(s.clerk, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toMatchObject({
        code: errorCodes.appointmentCancelled,
        details: [{ property: 'appointment_id' }],
      });
    }
    expect(await s.ordersOfVisit()).toHaveLength(0);
    // Refused while planning: no intent was written.
    const intents = await t.handle.db
      .select({ id: checkoutIntents.id })
      .from(checkoutIntents)
      .where(eq(checkoutIntents.merchantId, s.merchant.id));
    expect(intents).toHaveLength(0);
  });

  it('an order cancelled (or voided in full) no longer sells the visit: it reads unpaid and may be checked out', async () => {
    const s = await setUpVisit();
    const first = (await checkout(s.clerk, s.cash())).json().order;
    // Another part of issue 24 cancels an order voided in full; its state is set here directly.
    await t.handle.db
      .update(orders)
      .set({ orderStatus: 2, paymentStatus: 'cancelled' })
      .where(and(eq(orders.merchantId, s.merchant.id), eq(orders.id, first.id)));
    const appointment = await s.owner.get(`/api/appointment/${s.appointment.id}`);
    expect(appointment.json().payment).toBeUndefined();
    const again = await checkout(s.clerk, s.cash({ amount_tendered: '50.00' }));
    expect(again.statusCode, again.body).toBe(200);
    expect((await s.weekItem()).payment).toMatchObject({ state: 'paid', order_id: again.json().order.id });
  });

  it('a void of the order’s payment reaches the cached week at once', async () => {
    const s = await setUpVisit();
    const sold = await checkout(s.clerk, { ...s.cash(), ...keyEntered() });
    expect(sold.statusCode, sold.body).toBe(200);
    const { order, transaction } = sold.json();
    expect((await s.weekItem()).payment).toMatchObject({ state: 'paid', amount: '50.00' });
    const voided = await s.owner.put(
      `/api/transaction/${transaction.id}/void`,
      { order_key: order.id, payment_id: transaction.id },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    // Only the credited deposit is kept now: the visit no longer reads paid in full.
    expect((await s.weekItem()).payment).not.toMatchObject({ state: 'paid', amount: '50.00' });
  });

  it('another merchant’s appointment is 404; a user who may not sell is 403', async () => {
    const s = await setUpVisit();
    const other = await setUpShop(t);
    const foreign = await checkout(
      other.owner,
      s.cash({
        cart: [{ offering_id: other.items.shampoo, quantity: '1' }],
        customer: {},
        amount_tendered: '20.00',
      }),
    );
    expect(foreign.statusCode).toBe(404);
    const viewer = await createUser(t.handle.db, s.merchant, { accessRights: [] });
    const denied = await checkout(await signIn(t.app, viewer.userName), s.cash());
    expect(denied.statusCode).toBe(403);
    expect(await s.ordersOfVisit()).toHaveLength(0);
  });

  it('ten checkouts of one appointment at once: one order, nine 409s, and /api/health answers', async () => {
    const s = await setUpVisit();
    const health = s.owner.get('/api/health');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => checkout(s.clerk, s.cash(), randomUUID())),
    );
    expect((await health).statusCode).toBe(200);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.code).toBe(errorCodes.appointmentCheckedOut);
    expect(await s.ordersOfVisit()).toHaveLength(1);
    expect((await s.owner.get('/api/health')).statusCode).toBe(200);
  });

  it('a sale another node commits while this checkout waits for the appointment’s lock: refused, nothing charged', async () => {
    const s = await setUpVisit();
    // An earlier order, cancelled: the plan finds no sale and goes on to the order-writing transaction.
    const earlier = (await checkout(s.clerk, s.cash())).json().order;
    const setOrder = (tx: typeof t.handle.db, live: boolean) =>
      tx
        .update(orders)
        .set(
          live ? { orderStatus: 1, paymentStatus: 'paid' } : { orderStatus: 2, paymentStatus: 'cancelled' },
        )
        .where(and(eq(orders.merchantId, s.merchant.id), eq(orders.id, earlier.id)));
    await setOrder(t.handle.db, false);
    const paymentsBefore = await sandboxPaymentCount(s.merchant.id);
    const held = await holdTenantTransaction(t.handle.db, s.merchant.id);
    let pending: ReturnType<typeof checkout> | undefined;
    try {
      // Another node's checkout holds the appointment and sells the visit meanwhile.
      await lockAppointmentMoney(held.tx, s.merchant.id, s.appointment.id);
      pending = checkout(s.clerk, { ...s.cash({ amount_tendered: '50.00' }), ...keyEntered() });
      await waitForRowLock(t.handle.db);
      await setOrder(held.tx, true);
    } finally {
      await held.commit();
    }
    const answer = await pending;
    expect(answer?.statusCode).toBe(409);
    expect(answer?.json()).toMatchObject({
      order_id: earlier.id,
      error: { code: errorCodes.appointmentCheckedOut },
    });
    expect(await s.ordersOfVisit()).toHaveLength(1);
    // The card was never charged: the intent was abandoned before the processor was asked.
    const [intent] = await t.handle.db
      .select({ state: checkoutIntents.state })
      .from(checkoutIntents)
      .where(eq(checkoutIntents.merchantId, s.merchant.id))
      .orderBy(desc(checkoutIntents.id))
      .limit(1);
    expect(intent?.state).toBe('abandoned');
    expect(await sandboxPaymentCount(s.merchant.id)).toBe(paymentsBefore);
  });
});

/** The payments the sandbox processor holds for the merchant (the deposit's, the checkouts'). */
async function sandboxPaymentCount(merchantId: number) {
  const rows = await t.handle.db
    .select({ reference: sandboxPayments.reference })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.ownerMerchantId, merchantId));
  return rows.length;
}

/** Waits until a transaction waits for a calendar item's row lock. */
async function waitForRowLock(db: typeof t.handle.db) {
  for (let tries = 0; tries < 500; tries++) {
    const [waiting] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`wait_event_type = 'Lock' and query ilike '%calendar_items%'`);
    if ((waiting?.count ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no checkout waited for the appointment’s lock');
}
