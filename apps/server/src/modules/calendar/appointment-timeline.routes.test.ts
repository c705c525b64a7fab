import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems, timelineEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { manageTokenOf, setUpBooking, visitor } from '../public-booking/public-booking-test-setup.ts';
import { at, newCustomer, nextWeekday, setUpCalendar, ZONE } from './calendar-test-setup.ts';

// Issue 16 point 7 (migration 0023): every path that books, moves or changes the status of an
// appointment writes the customer's timeline event once, in the format the profile renders.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Calendar = Awaited<ReturnType<typeof setUpCalendar>>;

/** The customer's appointment events, oldest first, with their content parsed. */
async function eventsOf(merchantId: number, customerId: number) {
  const rows = await t.handle.db
    .select()
    .from(timelineEvents)
    .where(
      and(
        eq(timelineEvents.merchantId, merchantId),
        eq(timelineEvents.customerId, customerId),
        eq(timelineEvents.timelineEventType, 'appointment_event'),
      ),
    )
    .orderBy(asc(timelineEvents.id));
  return rows.map((row) => ({
    type: row.eventType,
    content: JSON.parse(row.content) as Record<string, unknown>,
  }));
}

/** The provider's name as the week shows it ("First Last"). */
async function providerName(s: Calendar, date: string) {
  const week = await s.owner.get(
    `/api/service_provider/${s.provider.id}/calendar_week/${date.replaceAll('-', '')}`,
  );
  const { provider } = week.json().days.flatMap((day: { items: object[] }) => day.items)[0];
  return `${provider.first_name} ${provider.last_name}`;
}

describe('appointment events through the calendar (issue 16 point 7)', () => {
  it('booked, moved, arrived, completed once each; the content names the visit', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const created = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: newCustomer(),
    });
    const booked = created.json();
    const customerId = booked.customer.id;
    const expected = {
      appointment_id: booked.id,
      offering: 'Haircut',
      provider: await providerName(s, monday),
      start_at: at(monday, '09:00'),
      time_zone: ZONE,
    };
    expect(await eventsOf(s.merchant.id, customerId)).toEqual([{ type: 'booked', content: expected }]);
    const edit = (time: string) =>
      s.owner.put(`/api/service_provider/${s.provider.id}/appointment/${booked.id}`, {
        offering_id: s.service.id,
        start_at: at(monday, time),
        end_at: at(monday, `${time.slice(0, 3)}30`),
        customer: { id: customerId },
      });
    expect((await edit('10:00')).statusCode).toBe(200);
    // Saving again at the same time is no event.
    expect((await edit('10:00')).statusCode).toBe(200);
    const events = await eventsOf(s.merchant.id, customerId);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual({
      type: 'moved',
      content: { ...expected, start_at: at(monday, '10:00'), previous_start_at: at(monday, '09:00') },
    });
    // Started an hour ago (a direct write, also a move), then arrived and completed.
    const startAt = new Date(Date.now() - 60 * 60 * 1000);
    await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx
        .update(calendarItems)
        .set({ startAt, endAt: new Date(startAt.getTime() + 30 * 60 * 1000) })
        .where(eq(calendarItems.id, booked.id)),
    );
    for (const status of ['arrived', 'arrived', 'completed'])
      expect((await s.owner.put(`/api/appointment/${booked.id}/status`, { status })).statusCode).toBe(200);
    const types = (await eventsOf(s.merchant.id, customerId)).map((event) => event.type);
    expect(types).toEqual(['booked', 'moved', 'moved', 'arrived', 'completed']);
    // The customer's timeline API shows them to the merchant, and only to them.
    const timeline = await s.owner.get(`/api/customer/timeline/${customerId}`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const shown = timeline
      .json()
      .data.filter((e: { timeline_event_type: string }) => e.timeline_event_type === 'appointment_event');
    expect(shown).toHaveLength(5);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.get(`/api/customer/timeline/${customerId}`)).statusCode).toBe(404);
  });

  it('cancelled and no_show once; a delete takes the appointment’s events with it', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const book = async (time: string, customer: object) => {
      const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
        offering_id: s.service.id,
        start_at: at(monday, time),
        end_at: at(monday, `${time.slice(0, 3)}30`),
        customer,
      });
      return response.json() as { id: number; customer: { id: number } };
    };
    const first = await book('09:00', newCustomer());
    const customerId = first.customer.id;
    const cancel = { notify_customer: false };
    expect((await s.owner.put(`/api/appointment/${first.id}/cancel`, cancel)).statusCode).toBe(200);
    expect((await s.owner.put(`/api/appointment/${first.id}/cancel`, cancel)).statusCode).toBe(409);
    const second = await book('10:00', { id: customerId });
    const startAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx
        .update(calendarItems)
        .set({ startAt, endAt: new Date(startAt.getTime() + 30 * 60 * 1000) })
        .where(eq(calendarItems.id, second.id)),
    );
    expect(
      (await s.owner.put(`/api/appointment/${second.id}/status`, { status: 'no_show' })).statusCode,
    ).toBe(200);
    const third = await book('11:00', { id: customerId });
    const events = await eventsOf(s.merchant.id, customerId);
    expect(events.map((event) => [event.type, event.content.appointment_id])).toEqual([
      ['booked', first.id],
      ['cancelled', first.id],
      ['booked', second.id],
      ['moved', second.id],
      ['no_show', second.id],
      ['booked', third.id],
    ]);
    expect((await s.owner.delete(`/api/appointment/${third.id}`)).statusCode).toBe(200);
    expect(
      (await eventsOf(s.merchant.id, customerId)).map((event) => event.content.appointment_id),
    ).not.toContain(third.id);
  });

  it('personal time writes no event', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const response = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
      title: 'Dentist',
      start_at: at(monday, '14:00'),
      end_at: at(monday, '15:00'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.handle.db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.merchantId, s.merchant.id));
    expect(rows).toHaveLength(0);
  });
});

describe('appointment events through the public booking and manage pages (issue 16 point 7)', () => {
  it('booked on the booking page, moved and cancelled on the manage page, once each', async () => {
    const s = await setUpBooking(t);
    const customer = visitor();
    const date = nextWeekday(2, 1);
    const response = await s.book({
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(date, '10:00'),
      customer,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [item] = await t.handle.db
      .select()
      .from(calendarItems)
      .where(
        and(
          eq(calendarItems.merchantId, s.merchant.id),
          eq(calendarItems.startAt, new Date(at(date, '10:00'))),
        ),
      );
    const customerId = item!.customerId!;
    const token = await manageTokenOf(t, customer.email);
    const url = `/api/public/my_appointment/${token}`;
    const moved = await t.app.inject({ method: 'PUT', url, payload: { start_at: at(date, '11:00') } });
    expect(moved.statusCode, moved.body).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'POST', url: `${url}/cancel` })).statusCode).toBe(200);
    const events = await eventsOf(s.merchant.id, customerId);
    expect(events.map((event) => event.type)).toEqual(['booked', 'moved', 'cancelled']);
    expect(events[1]?.content).toMatchObject({
      appointment_id: item!.id,
      offering: 'Haircut',
      start_at: at(date, '11:00'),
      previous_start_at: at(date, '10:00'),
      time_zone: ZONE,
    });
  });
});
