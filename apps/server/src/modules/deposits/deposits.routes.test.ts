import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarItems,
  customers,
  orders,
  paymentAccounts,
  sandboxPayments,
  timelineEvents,
  transactions,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday } from '../calendar/calendar-test-setup.ts';
import { runSandboxBatch } from '../processor/sandbox-batch.ts';
import { manageTokenOf, saveSchedule, visitor } from '../public-booking/public-booking-test-setup.ts';
import { depositCreditFor, markDepositCredited } from './deposit-credit.ts';
import { CARDS, card, setUpDeposits } from './deposit-test-setup.ts';

// Issue 15 point 7: deposits and no-show fees through the API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const transactionsOf = (merchantId: number) =>
  t.handle.db.select().from(transactions).where(eq(transactions.merchantId, merchantId));

describe('service deposit settings (offering save and read)', () => {
  it('carries the deposit and the fee, keeps them when left out, and names the field of a bad value', async () => {
    const s = await setUpDeposits(t);
    const read = await s.owner.get(`/api/offering/${s.service.id}`);
    expect(read.json()).toMatchObject({
      price: '50.00',
      deposit_type: 'percent',
      deposit_value: '20',
      deposit: '10.00',
      no_show_fee: '15.00',
    });
    const base = { name: 'Haircut', duration: 30, price: '49.99', is_bookable: true };
    // Left out: the saved settings stay; 20 % of $49.99 is 999.8¢, half up to $10.00.
    const kept = await s.owner.put(`/api/offering/${s.service.id}`, base);
    expect(kept.json()).toMatchObject({ deposit_type: 'percent', deposit: '10.00', no_show_fee: '15.00' });
    const amount = await s.owner.put(`/api/offering/${s.service.id}`, {
      ...base,
      deposit_type: 'amount',
      deposit_value: '60',
    });
    // An amount above the price takes the price.
    expect(amount.json()).toMatchObject({ deposit_type: 'amount', deposit_value: '60.00', deposit: '49.99' });
    for (const [change, property] of [
      [{ deposit_type: 'percent', deposit_value: '150' }, 'deposit_value'],
      [{ deposit_type: 'amount', deposit_value: '' }, 'deposit_value'],
      [{ deposit_type: 'amount', deposit_value: '10,00' }, 'deposit_value'],
      [{ no_show_fee: 'abc' }, 'no_show_fee'],
      [{ deposit_type: 'half' }, 'deposit_type'],
    ] as const) {
      const bad = await s.owner.put(`/api/offering/${s.service.id}`, { ...base, ...change });
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      expect(bad.json().error.details[0].property).toBe(property);
    }
    const none = await s.owner.put(`/api/offering/${s.service.id}`, {
      ...base,
      deposit_type: 'none',
      no_show_fee: '',
    });
    expect(none.json()).toMatchObject({
      deposit_type: 'none',
      deposit_value: '',
      deposit: '0.00',
      no_show_fee: '0.00',
    });
  });

  it('the booking page states the deposit, the fee and the terms with the cancellation window', async () => {
    const s = await setUpDeposits(t);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking_page/${s.merchant.urlSubdomain}`,
    });
    expect(page.json().services[0]).toMatchObject({
      deposit: '10.00',
      no_show_fee: '15.00',
      card_required: true,
      card_terms: expect.stringContaining('Cancel at least 24 hours before the start for a full refund'),
    });
  });
});

describe('booking a service with a deposit (public page)', () => {
  it('charges the deposit, stores the card with consent, and the calendar says deposit paid', async () => {
    const s = await setUpDeposits(t);
    const { response, customer, start } = await s.bookWithCard();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().deposit).toMatchObject({
      amount: '10.00',
      status: 'paid',
      card_label: 'Visa ending in 4242',
      no_show_fee: '15.00',
      terms: expect.stringContaining('A deposit of $10.00'),
    });
    const row = await s.appointmentAt(start);
    expect(row).toMatchObject({ depositStatus: 'paid', noShowFeeCents: 1500 });
    expect(row.cardConsentAt).toBeInstanceOf(Date);
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, row.depositOrderId!));
    expect(order).toMatchObject({
      amountTotal: 1000,
      amountPaid: 1000,
      paymentStatus: 'paid',
      customerEmail: customer.email,
    });
    expect(order!.orderNumber).toBeGreaterThan(1000);
    const [payment] = await t.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, row.depositTransactionId!));
    expect(payment).toMatchObject({
      amount: 1000,
      status: 1,
      processorStatus: 'authorized',
      accountLastFour: '4242',
    });
    const [account] = await t.handle.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.id, row.cardPaymentAccountId!));
    expect(account).toMatchObject({ kind: 'card', lastFour: '4242', issuer: 'Visa' });
    const week = await s.owner.get(
      `/api/service_provider/${s.provider.id}/calendar_week/${nextWeekday(1, 1)}`,
    );
    const items = week.json().days.flatMap((day: { items: { id: number }[] }) => day.items);
    expect(items.find((item: { id: number }) => item.id === row.id)).toMatchObject({
      deposit_status: 'paid',
      no_show_fee: '15.00',
    });
  });

  it('a declined test card books nothing and says why (402)', async () => {
    const s = await setUpDeposits(t);
    const { response, customer, start } = await s.bookWithCard(card(CARDS.decline));
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
    const items = await t.handle.db
      .select()
      .from(calendarItems)
      .where(and(eq(calendarItems.merchantId, s.merchant.id), eq(calendarItems.startAt, new Date(start))));
    expect(items).toHaveLength(0);
    expect(await transactionsOf(s.merchant.id)).toHaveLength(0);
    const people = await t.handle.db.select().from(customers).where(eq(customers.email, customer.email));
    expect(people).toHaveLength(0);
    // The same time can still be booked with another card.
    const retry = await s.book(
      {
        offering_id: s.service.id,
        service_provider_id: s.provider.id,
        start_at: start,
        customer,
        card: card(),
      },
      { 'idempotency-key': 'after-decline' },
    );
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('a booking whose transaction fails after the deposit was authorised voids the authorisation', async () => {
    const s = await setUpDeposits(t);
    // A fault injected after the charge: the confirmation e-mail to this visitor cannot be queued.
    await t.handle.db.execute(sql`create or replace function deposits_test_fault() returns trigger
      language plpgsql as $$ begin
        if new.to_address like 'fault-%' then raise exception 'injected fault'; end if; return new;
      end $$`);
    await t.handle.db.execute(sql`create or replace trigger deposits_test_fault before insert on outbox_emails
      for each row execute function deposits_test_fault()`);
    try {
      const response = await s.book(
        {
          offering_id: s.service.id,
          service_provider_id: s.provider.id,
          start_at: at(nextWeekday(1, 1), '16:00'),
          customer: { ...visitor(), email: `fault-${Date.now()}@visitor.test` },
          card: card(),
        },
        { 'idempotency-key': 'fault' },
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await t.handle.db.execute(sql`drop trigger deposits_test_fault on outbox_emails`);
      await t.handle.db.execute(sql`drop function deposits_test_fault()`);
    }
    const payments = await t.handle.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.ownerMerchantId, s.merchant.id), eq(sandboxPayments.kind, 'payment')));
    expect(payments.map((payment) => payment.status)).toEqual(['voided']);
    expect(await transactionsOf(s.merchant.id)).toHaveLength(0);
  });

  it('names the card field: none, no consent, a bad number, a past expiry', async () => {
    const s = await setUpDeposits(t);
    for (const [fields, property] of [
      [null, 'card'],
      [card(CARDS.approve, false), 'card.consent'],
      [card('4242424242424241'), 'card.card_number'],
      [{ ...card(), expiration: '01/20' }, 'card.expiration'],
      [{ ...card(), billing_zip_code: '1234' }, 'card.billing_zip_code'],
    ] as const) {
      const { response } = await s.bookWithCard(fields);
      expect(response.statusCode, `${property}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0].property).toBe(property);
    }
  });
});

describe('cancelling an appointment with a deposit', () => {
  it('inside the window on the manage page: the deposit is voided once, its order cancelled (decision 113)', async () => {
    const s = await setUpDeposits(t);
    const { response, customer, start } = await s.bookWithCard();
    expect(response.statusCode, response.body).toBe(201);
    const token = await manageTokenOf(t, customer.email);
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/public/my_appointment/${token}/cancel` });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
    const again = await cancel();
    expect(again.json()).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
    const row = await s.appointmentAt(start);
    const [payment] = await t.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, row.depositTransactionId!));
    expect(payment).toMatchObject({ status: 2, processorStatus: 'voided' });
    expect(await transactionsOf(s.merchant.id)).toHaveLength(1);
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, row.depositOrderId!));
    // A voided deposit leaves nothing owed on its order (it read "unpaid, $20.00 due" before).
    expect(order).toMatchObject({ amountPaid: 0, orderStatus: 2, paymentStatus: 'cancelled' });
  });

  it('after the batch settled the deposit, cancelling refunds it instead (decision 67)', async () => {
    const s = await setUpDeposits(t);
    const { response, customer, start } = await s.bookWithCard();
    expect(response.statusCode, response.body).toBe(201);
    // The sandbox's batch after the merchant's next midnight settles the authorisation.
    expect(
      (await runSandboxBatch(t.handle.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))).settled,
    ).toBeGreaterThan(0);
    const token = await manageTokenOf(t, customer.email);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/my_appointment/${token}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().deposit.status).toBe('refunded');
    const row = await s.appointmentAt(start);
    const rows = await t.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, row.depositOrderId!));
    expect(rows.find((tr) => tr.isRefund)).toMatchObject({
      amount: 1000,
      status: 4,
      refPaymentId: row.depositTransactionId,
    });
    expect(rows.find((tr) => !tr.isRefund)).toMatchObject({ refundedAmount: 1000, status: 1 });
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, row.depositOrderId!));
    // Decision 82: the deposit was paid, then given back; nothing is due.
    expect(order).toMatchObject({ amountPaid: 0, paymentStatus: 'paid' });
  });

  it('in the back office: refunded inside the window, kept outside it', async () => {
    const s = await setUpDeposits(t);
    const inside = await s.bookWithCard();
    const insideRow = await s.appointmentAt(inside.start);
    expect(
      (await s.owner.put(`/api/appointment/${insideRow.id}/cancel`, { notify_customer: false })).statusCode,
    ).toBe(200);
    expect((await s.appointmentAt(inside.start)).depositStatus).toBe('refunded');
    // spec 1 §3: a one-month cancellation time puts next week's appointment outside the window.
    const outside = await s.bookWithCard();
    await saveSchedule(s.owner, { cancellation_time: { value: 1, unit: 'Months' } });
    const outsideRow = await s.appointmentAt(outside.start);
    expect(
      (await s.owner.put(`/api/appointment/${outsideRow.id}/cancel`, { notify_customer: false })).statusCode,
    ).toBe(200);
    const kept = await s.appointmentAt(outside.start);
    expect(kept).toMatchObject({ status: 'cancelled', depositStatus: 'kept' });
    const [payment] = await t.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, kept.depositTransactionId!));
    expect(payment).toMatchObject({ status: 1, processorStatus: 'authorized' });
  });
});

describe('POST appointment/{id}/no_show', () => {
  const noShow = (client: TestClient, id: number, key: string) =>
    client.post(`/api/appointment/${id}/no_show`, {}, { headers: { 'idempotency-key': key } });

  it('charges the fee once (same key replays, a new key is refused) and writes the timeline', async () => {
    const s = await setUpDeposits(t);
    const row = await s.pastBooking();
    const first = await noShow(s.owner, row.id, 'no-show-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      appointment_id: row.id,
      status: 'no_show',
      fee: '15.00',
      card_label: 'Visa ending in 4242',
      deposit_status: 'kept',
    });
    const replay = await noShow(s.owner, row.id, 'no-show-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const second = await noShow(s.owner, row.id, 'no-show-2');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('NO_SHOW_REFUSED');
    const fees = (await transactionsOf(s.merchant.id)).filter((tr) => tr.amount === 1500);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ paymentMode: 'stored', status: 1 });
    const [marked] = await t.handle.db.select().from(calendarItems).where(eq(calendarItems.id, row.id));
    expect(marked).toMatchObject({
      status: 'no_show',
      depositStatus: 'kept',
      noShowFeeTransactionId: fees[0]!.id,
    });
    const events = await t.handle.db
      .select()
      .from(timelineEvents)
      .where(
        and(
          eq(timelineEvents.customerId, row.customerId!),
          eq(timelineEvents.eventType, 'appointment_no_show_event'),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]!.content).toContain('No-show fee of $15.00 charged to Visa ending in 4242');
  });

  it('refuses a future appointment (409), needs manage_appointments (403), hides another merchant’s (404)', async () => {
    const s = await setUpDeposits(t);
    const { start } = await s.bookWithCard();
    const future = await s.appointmentAt(start);
    const early = await noShow(s.owner, future.id, 'early');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'An appointment can be marked as a no-show only after it has started.',
    );
    const past = await s.pastBooking();
    expect((await noShow(s.other, past.id, 'no-right')).statusCode).toBe(403);
    const other = await setUpDeposits(t);
    expect((await noShow(other.owner, past.id, 'elsewhere')).statusCode).toBe(404);
    expect((await transactionsOf(s.merchant.id)).filter((tr) => tr.amount === 1500)).toHaveLength(0);
  });
});

describe('depositCreditFor (for the checkout)', () => {
  it('credits the paid deposit up to the order total, once', async () => {
    const s = await setUpDeposits(t);
    const { start } = await s.bookWithCard();
    const row = await s.appointmentAt(start);
    await withTenant(t.handle.db, s.merchant.id, async (tx) => {
      expect(await depositCreditFor(tx, s.merchant.id, row.id, 5000)).toMatchObject({ cents: 1000 });
      expect(await depositCreditFor(tx, s.merchant.id, row.id, 600)).toMatchObject({ cents: 600 });
      expect(await markDepositCredited(tx, s.merchant.id, row.id)).toBe(true);
      expect(await depositCreditFor(tx, s.merchant.id, row.id, 5000)).toBeNull();
      expect(await markDepositCredited(tx, s.merchant.id, row.id)).toBe(false);
    });
    const other = await setUpDeposits(t);
    await withTenant(t.handle.db, other.merchant.id, async (tx) => {
      expect(await depositCreditFor(tx, other.merchant.id, row.id, 5000)).toBeNull();
    });
  });
});
