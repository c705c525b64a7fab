import { addDays } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday } from '../calendar/calendar-test-setup.ts';
import { emailsTo, manageTokenOf, saveSchedule, setUpBooking, visitor } from './public-booking-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Slot = { start_at: string };

/**
 * A booked appointment on a Tuesday 8 to 14 days ahead (well before the default 24-hour cancellation
 * window) at `time`, and the token of its e-mail's manage link.
 */
async function booked(s: Awaited<ReturnType<typeof setUpBooking>>, time = '10:00') {
  const customer = visitor();
  const date = nextWeekday(2, 1);
  const response = await s.book({
    offering_id: s.service.id,
    service_provider_id: s.provider.id,
    start_at: at(date, time),
    customer,
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = await manageTokenOf(t, customer.email);
  const url = `/api/public/my_appointment/${token}`;
  const call = (method: 'GET' | 'POST' | 'PUT', path = '', payload?: object) =>
    t.app.inject({ method, url: `${url}${path}`, ...(payload ? { payload } : {}) });
  return { customer, date, token, call, booking: response.json() };
}

describe('the manage page by token (ruling 4; spec 1 §3 cancellation_time)', () => {
  it('shows the appointment and until when it can change (start minus the cancellation time)', async () => {
    const s = await setUpBooking(t);
    const { call, date, customer } = await booked(s);
    const response = await call('GET');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      business_name: s.merchant.name,
      service: { name: 'Haircut' },
      start_at: at(date, '10:00'),
      customer: { email: customer.email },
      status: 'booked',
      can_change: true,
      // The default cancellation time is 24 hours.
      change_until: new Date(Date.parse(at(date, '10:00')) - 24 * 3_600_000).toISOString(),
    });
  });

  it('a token names one appointment only; an unknown token is 404', async () => {
    const s = await setUpBooking(t);
    const first = await booked(s, '10:00');
    const second = await booked(s, '11:00');
    expect((await first.call('GET')).json().start_at).toBe(at(first.date, '10:00'));
    expect((await second.call('GET')).json().start_at).toBe(at(second.date, '11:00'));
    // Cancelling with the first token leaves the second appointment alone.
    expect((await first.call('POST', '/cancel')).json().status).toBe('cancelled');
    expect((await second.call('GET')).json().status).toBe('booked');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/my_appointment/not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'This appointment link is not valid. Use the link in your latest e-mail from the business.',
    );
  });

  it('cancels: the time is free again and one cancellation e-mail is queued, also after a second click', async () => {
    const s = await setUpBooking(t);
    const { call, date, customer } = await booked(s);
    const cancelled = await call('POST', '/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_change: false });
    const again = await call('POST', '/cancel');
    expect(again.statusCode).toBe(200);
    expect(await emailsTo(t, customer.email, 'booking_cancellation')).toHaveLength(1);
    const slots = (await s.slots(date, s.provider.id)).json().slots as Slot[];
    expect(slots.map((slot) => slot.start_at)).toContain(at(date, '10:00'));
    // Gone from the owner's calendar.
    const week = await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${date}`);
    const items = week.json().days.flatMap((day: { items: { start_at: string }[] }) => day.items);
    expect(items.map((item: { start_at: string }) => item.start_at)).not.toContain(at(date, '10:00'));
  });

  it('reschedules to a free time with the same provider and queues a new confirmation', async () => {
    const s = await setUpBooking(t);
    const { call, date, customer } = await booked(s);
    // Its own time counts as free when moving it.
    const own = (await call('GET', `/time_slots/${date}`)).json();
    expect(own.slots.map((slot: Slot) => slot.start_at)).toContain(at(date, '10:00'));
    const days = await call('GET', `/available_dates/${date}/${addDays(date, 6)}`);
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().dates[0]).toBe(date);
    const moved = await call('PUT', '', { start_at: at(date, '15:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start_at: at(date, '15:30'),
      end_at: at(date, '16:00'),
      status: 'booked',
    });
    expect(await emailsTo(t, customer.email, 'booking_confirmation')).toHaveLength(2);
    const slots = ((await s.slots(date, s.provider.id)).json().slots as Slot[]).map((slot) => slot.start_at);
    expect(slots).toContain(at(date, '10:00'));
    expect(slots).not.toContain(at(date, '15:30'));
  });

  it('refuses a taken time with the other slots (409) and names a malformed start (400)', async () => {
    const s = await setUpBooking(t);
    const mine = await booked(s, '10:00');
    await booked(s, '13:00');
    const refused = await mine.call('PUT', '', { start_at: at(mine.date, '13:00') });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('BOOKING_TIME_UNAVAILABLE');
    const others = refused.json().error.other_slots.map((slot: Slot) => slot.start_at);
    expect(others).toContain(at(mine.date, '10:00'));
    expect(others).not.toContain(at(mine.date, '13:00'));
    const malformed = await mine.call('PUT', '', { start_at: 'later' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].property).toBe('start_at');
    expect((await mine.call('GET')).json().start_at).toBe(at(mine.date, '10:00'));
  });

  it('spec 1 §3: once the cancellation window has closed, nothing changes online (403)', async () => {
    const s = await setUpBooking(t);
    const { call, date } = await booked(s);
    // A year's notice: every coming appointment is already inside the window.
    await saveSchedule(s.owner, { cancellation_time: { value: 365, unit: 'Days' } });
    const read = await call('GET');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'booked', can_change: false });
    const message = `This appointment can no longer be changed online. Please contact ${s.merchant.name} to change it.`;
    for (const response of [
      await call('POST', '/cancel'),
      await call('PUT', '', { start_at: at(date, '15:00') }),
      await call('GET', `/time_slots/${date}`),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'CHANGE_WINDOW_CLOSED', message });
    }
    expect((await call('GET')).json().status).toBe('booked');
  });
});
