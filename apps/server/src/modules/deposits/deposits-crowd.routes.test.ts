import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../config.ts';
import { calendarItems, sandboxPayments, timelineEvents, transactions } from '../../db/schema/index.ts';
import { CROWD, expectAnswers, sendCrowd } from '../../test/crowd.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday } from '../calendar/calendar-test-setup.ts';
import { emailsTo, manageTokenOf, visitor } from '../public-booking/public-booking-test-setup.ts';
import { card, setUpDeposits } from './deposit-test-setup.ts';

// Issue 23 point 1: fifty back-office cancels or no-shows of one appointment, or public cancels of one
// deposit booking (the manage link needs no sign-in), at once with the default pool: one effect each, and
// /api/health answers meanwhile. And its smaller items: a public cancel that loses the race answers the
// cancelled appointment (not 403 CHANGE_WINDOW_CLOSED), and repeats of one booking's Idempotency-Key
// sent while it runs replay its 201.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: String(DEFAULT_DATABASE_POOL_SIZE) });
});

const merchantPayments = (merchantId: number) =>
  t.handle.db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.ownerMerchantId, merchantId), eq(sandboxPayments.kind, 'payment')));

const merchantTransactions = (merchantId: number) =>
  t.handle.db.select().from(transactions).where(eq(transactions.merchantId, merchantId));

describe(`${CROWD} actions at once on one appointment (default pool)`, () => {
  it('back-office cancels: cancelled once, the deposit voided once, one cancellation e-mail', async () => {
    const s = await setUpDeposits(t);
    const { start, customer } = await s.bookWithCard();
    const row = await s.appointmentAt(start);
    const answers = await sendCrowd(t.app, 'back-office cancels of one appointment', (index) =>
      s.owner.put(
        `/api/appointment/${row.id}/cancel`,
        { notify_customer: true },
        { headers: { 'idempotency-key': `cancel-${index}` } },
      ),
    );
    expectAnswers(answers, 200, 1);
    expect(await s.appointmentAt(start)).toMatchObject({ status: 'cancelled', depositStatus: 'refunded' });
    expect((await merchantPayments(s.merchant.id)).map((payment) => payment.status)).toEqual(['voided']);
    expect(await merchantTransactions(s.merchant.id)).toHaveLength(1);
    expect(await emailsTo(t, customer.email, 'booking_cancellation')).toHaveLength(1);
  });

  it('no-shows: the fee charged once, one timeline entry', async () => {
    const s = await setUpDeposits(t);
    const row = await s.pastBooking();
    const answers = await sendCrowd(t.app, 'no-shows of one appointment', (index) =>
      s.owner.post(
        `/api/appointment/${row.id}/no_show`,
        {},
        { headers: { 'idempotency-key': `ns-${index}` } },
      ),
    );
    expectAnswers(answers, 200, 1);
    const fees = (await merchantTransactions(s.merchant.id)).filter((tr) => tr.amount === 1500);
    expect(fees).toHaveLength(1);
    const charged = (await merchantPayments(s.merchant.id)).filter((payment) => payment.status !== 'voided');
    // The deposit and the fee.
    expect(charged).toHaveLength(2);
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
  });

  it('public cancels through the manage link: every one answers the cancelled appointment, one effect', async () => {
    const s = await setUpDeposits(t);
    const { start, customer } = await s.bookWithCard();
    const token = await manageTokenOf(t, customer.email);
    const answers = await sendCrowd(t.app, 'public cancels of one booking', () =>
      t.app.inject({ method: 'POST', url: `/api/public/my_appointment/${token}/cancel` }),
    );
    // Smaller item: a cancel that lost the race got 403 CHANGE_WINDOW_CLOSED; it is answered as done.
    expectAnswers(answers, 200, CROWD);
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
    }
    const [row] = await t.handle.db
      .select()
      .from(calendarItems)
      .where(eq(calendarItems.id, (await s.appointmentAt(start)).id));
    expect(row).toMatchObject({ status: 'cancelled', depositStatus: 'refunded' });
    expect((await merchantPayments(s.merchant.id)).map((payment) => payment.status)).toEqual(['voided']);
    expect(await emailsTo(t, customer.email, 'booking_cancellation')).toHaveLength(1);
  });
});

describe('repeats of one booking while it runs (smaller item)', () => {
  it('ten bookings with one Idempotency-Key: one booking and deposit, the others replay its 201', async () => {
    const s = await setUpDeposits(t);
    const customer = visitor();
    const body = {
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(nextWeekday(2, 1), '10:00'),
      customer,
      card: card(),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.book(body, { 'idempotency-key': 'one-booking' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const firsts = answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined);
    expect(firsts).toHaveLength(1);
    for (const answer of answers) expect(answer.json()).toEqual(firsts[0]?.json());
    expect(await merchantPayments(s.merchant.id)).toHaveLength(1);
    expect(await emailsTo(t, customer.email, 'booking_confirmation')).toHaveLength(1);
  });
});
