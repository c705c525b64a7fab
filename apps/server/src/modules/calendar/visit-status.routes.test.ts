import { APPOINTMENT_HAS_PAYMENTS, VISIT_CHANGE_REFUSED } from '@paybook/contracts';
import { wallClock } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setUpDeposits } from '../deposits/deposit-test-setup.ts';
import { emailsTo, saveSchedule } from '../public-booking/public-booking-test-setup.ts';
import { at, newCustomer, nextWeekday, setUpCalendar, ZONE } from './calendar-test-setup.ts';

// Issue 16 point 2: the popover's status actions, cancel (keeps the record, frees the time, may notify
// the customer) and delete (for mistakes, refused when money is attached).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Calendar = Awaited<ReturnType<typeof setUpCalendar>>;

/** Books next Monday at `time` with a new customer (or the given one) through the calendar. */
async function book(s: Calendar, time = '09:00', customer: object = newCustomer()) {
  const monday = nextWeekday(1);
  const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
    offering_id: s.service.id,
    start_at: at(monday, time),
    end_at: at(monday, `${time.slice(0, 3)}30`),
    customer,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { monday, booked: response.json() as { id: number; customer: { id: number; email: string } } };
}

/** Moves an appointment to have started an hour ago, as if its customer were due now. */
async function startedAnHourAgo(merchantId: number, id: number) {
  const startAt = new Date(Date.now() - 60 * 60 * 1000);
  await withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .update(calendarItems)
      .set({ startAt, endAt: new Date(startAt.getTime() + 30 * 60 * 1000) })
      .where(eq(calendarItems.id, id)),
  );
}

const statusUrl = (id: number) => `/api/appointment/${id}/status`;
const cancelUrl = (id: number) => `/api/appointment/${id}/cancel`;

describe('PUT appointment/{id}/status (issue 16 point 2)', () => {
  it('booked → arrived → back to booked → arrived → completed; the week and GET show it', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    await startedAnHourAgo(s.merchant.id, booked.id);
    for (const status of ['arrived', 'booked', 'arrived', 'completed']) {
      const response = await s.owner.put(statusUrl(booked.id), { status });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ id: booked.id, status });
    }
    expect((await s.owner.get(`/api/appointment/${booked.id}`)).json().status).toBe('completed');
    // The week of its start (an hour ago, in the provider's zone).
    const day = wallClock(new Date(Date.now() - 60 * 60 * 1000), ZONE).date.replaceAll('-', '');
    const week = await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${day}`);
    type Item = { id: number; calendar_item_type: string };
    const items: Item[] = week.json().days.flatMap((day: { items: Item[] }) => day.items);
    const item = items.find((row) => row.calendar_item_type === 'appointment' && row.id === booked.id);
    expect(item).toMatchObject({ status: 'completed' });
    // Nothing leaves completed; the status it has already answers as it is.
    expect((await s.owner.put(statusUrl(booked.id), { status: 'completed' })).statusCode).toBe(200);
    const back = await s.owner.put(statusUrl(booked.id), { status: 'arrived' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe(VISIT_CHANGE_REFUSED);
  });

  it('refuses arrived before the day and a no-show before the start (409 with the reason)', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    const arrived = await s.owner.put(statusUrl(booked.id), { status: 'arrived' });
    expect(arrived.statusCode).toBe(409);
    expect(arrived.json().error).toMatchObject({
      code: VISIT_CHANGE_REFUSED,
      message: 'A customer can arrive or complete a visit only on the day of the appointment or later.',
    });
    const noShow = await s.owner.put(statusUrl(booked.id), { status: 'no_show' });
    expect(noShow.json().error.message).toBe(
      'An appointment can be marked as a no-show only after it has started.',
    );
  });

  it('marks a no-show without a fee once it has started', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    await startedAnHourAgo(s.merchant.id, booked.id);
    const response = await s.owner.put(statusUrl(booked.id), { status: 'no_show' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('no_show');
  });

  it('names the field; 403 for another provider or a user without rights; 404 for another merchant', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    await startedAnHourAgo(s.merchant.id, booked.id);
    const bad = await s.owner.put(statusUrl(booked.id), { status: 'cancelled' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('status');
    const missing = await s.owner.put(statusUrl(booked.id), {});
    expect(missing.json().error.details[0].property).toBe('status');
    expect((await s.owner.put(statusUrl(0), { status: 'arrived' })).json().error.details[0].property).toBe(
      'appointmentId',
    );
    expect((await s.other.put(statusUrl(booked.id), { status: 'arrived' })).statusCode).toBe(403);
    const nobody = await createUser(t.handle.db, s.merchant, { accessRights: [] });
    const client = await signIn(t.app, nobody.userName);
    expect((await client.put(statusUrl(booked.id), { status: 'arrived' })).statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.put(statusUrl(booked.id), { status: 'arrived' })).statusCode).toBe(404);
    // The provider may work on their own appointment.
    expect((await s.staff.put(statusUrl(booked.id), { status: 'arrived' })).statusCode).toBe(200);
  });

  it('replays the first answer for the same Idempotency-Key', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    await startedAnHourAgo(s.merchant.id, booked.id);
    const send = () =>
      s.owner.put(
        statusUrl(booked.id),
        { status: 'arrived' },
        { headers: { 'idempotency-key': 'arrive-1' } },
      );
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });
});

describe('PUT appointment/{id}/cancel (issue 16 point 2)', () => {
  it('keeps the record, frees the time and queues the cancellation e-mail when asked', async () => {
    const s = await setUpCalendar(t);
    const { monday, booked } = await book(s);
    const response = await s.owner.put(cancelUrl(booked.id), { notify_customer: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: booked.id,
      status: 'cancelled',
      customer_notified: true,
      deposit_outcome: 'nothing',
    });
    const emails = await emailsTo(t, booked.customer.email, 'booking_cancellation');
    expect(emails).toHaveLength(1);
    const [row] = await t.handle.db.select().from(calendarItems).where(eq(calendarItems.id, booked.id));
    expect(row?.status).toBe('cancelled');
    // Issue 24 point 6: the kept record answers with its status (the customer's visits link to it).
    const kept = await s.owner.get(`/api/appointment/${booked.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ id: booked.id, status: 'cancelled' });
    const rebook = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: newCustomer(),
    });
    expect(rebook.statusCode, rebook.body).toBe(201);
    // A second cancel without a key is refused: nothing comes from a cancelled appointment.
    const again = await s.owner.put(cancelUrl(booked.id), { notify_customer: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(VISIT_CHANGE_REFUSED);
    expect(await emailsTo(t, booked.customer.email, 'booking_cancellation')).toHaveLength(1);
  });

  it('sends nothing when not asked or when the customer has no e-mail', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    const quiet = await s.owner.put(cancelUrl(booked.id), { notify_customer: false });
    expect(quiet.json()).toMatchObject({ status: 'cancelled', customer_notified: false });
    expect(await emailsTo(t, booked.customer.email, 'booking_cancellation')).toHaveLength(0);
    const { booked: noEmail } = await book(s, '10:00', { first_name: 'No', last_name: 'Mail' });
    const asked = await s.owner.put(cancelUrl(noEmail.id), { notify_customer: true });
    expect(asked.json()).toMatchObject({ status: 'cancelled', customer_notified: false });
  });

  it('replays the first answer (one e-mail) for the same Idempotency-Key', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    const send = () =>
      s.owner.put(
        cancelUrl(booked.id),
        { notify_customer: true },
        { headers: { 'idempotency-key': 'cancel-1' } },
      );
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await emailsTo(t, booked.customer.email, 'booking_cancellation')).toHaveLength(1);
  });

  it('names the field; 403 for another provider; 404 for another merchant', async () => {
    const s = await setUpCalendar(t);
    const { booked } = await book(s);
    const bad = await s.owner.put(cancelUrl(booked.id), { notify_customer: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('notify_customer');
    expect((await s.other.put(cancelUrl(booked.id), { notify_customer: false })).statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.put(cancelUrl(booked.id), { notify_customer: false })).statusCode).toBe(404);
    expect((await s.owner.get(`/api/appointment/${booked.id}`)).json().status).toBe('booked');
  });

  it('settles a paid deposit as the customer’s cancel does: refunded inside the window, kept after', async () => {
    const s = await setUpDeposits(t);
    const inside = await s.bookWithCard();
    const insideRow = await s.appointmentAt(inside.start);
    const refunded = await s.owner.put(cancelUrl(insideRow.id), { notify_customer: false });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().deposit_outcome).toBe('refund');
    expect((await s.appointmentAt(inside.start)).depositStatus).toBe('refunded');
    const outside = await s.bookWithCard();
    await saveSchedule(s.owner, { cancellation_time: { value: 1, unit: 'Months' } });
    const outsideRow = await s.appointmentAt(outside.start);
    const kept = await s.owner.put(cancelUrl(outsideRow.id), { notify_customer: false });
    expect(kept.json().deposit_outcome).toBe('keep');
    expect(await s.appointmentAt(outside.start)).toMatchObject({
      status: 'cancelled',
      depositStatus: 'kept',
    });
  });
});

describe('DELETE appointment/{id} is for mistakes (issue 16 point 2)', () => {
  it('removes the row; refuses with 409 when a deposit or a no-show fee is attached', async () => {
    const s = await setUpDeposits(t);
    const { booked } = await book(s, '16:00');
    expect((await s.owner.delete(`/api/appointment/${booked.id}`)).statusCode).toBe(200);
    expect(
      await t.handle.db.select().from(calendarItems).where(eq(calendarItems.id, booked.id)),
    ).toHaveLength(0);
    const withDeposit = await s.bookWithCard();
    const depositRow = await s.appointmentAt(withDeposit.start);
    const refused = await s.owner.delete(`/api/appointment/${depositRow.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: APPOINTMENT_HAS_PAYMENTS,
      message:
        'This appointment has a payment (a deposit, a no-show fee or a checkout): cancel it instead of deleting it.',
    });
    const past = await s.pastBooking();
    const charged = await s.owner.post(`/api/appointment/${past.id}/no_show`, {});
    expect(charged.statusCode, charged.body).toBe(200);
    expect((await s.owner.delete(`/api/appointment/${past.id}`)).json().error.code).toBe(
      APPOINTMENT_HAS_PAYMENTS,
    );
  });
});
