import { addDays } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerings, users } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { countQueries } from '../../test/query-counter.ts';
import { createService } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, newCustomer, nextWeekday, setUpCalendar } from '../calendar/calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const compact = (date: string) => date.replaceAll('-', '');
const label = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};
/** Quarter-hour starts from `from` to `to` (both included), as 'HH:mm'. */
function quarters(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 15)
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
}

/** The calendar's set-up with the service given a 15-minute buffer and a booked Tuesday 10:00–10:30. */
async function setUpBooked() {
  const s = await setUpCalendar(t);
  await t.handle.db.update(offerings).set({ bufferMinutes: 15 }).where(eq(offerings.id, s.service.id));
  const tuesday = nextWeekday(2);
  const booked = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
    offering_id: s.service.id,
    start_at: at(tuesday, '10:00'),
    end_at: at(tuesday, '10:30'),
    customer: newCustomer(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { ...s, tuesday, appointmentId: booked.json().id as number };
}

describe('GET offering/{id}/service_provider/{id}/time_slots/{date} (issue 4 point 2, spec 1 §5, §7)', () => {
  it('spec 1 §3, §5: the work plan minus an appointment and its buffer, labelled on the provider’s clock', async () => {
    const s = await setUpBooked();
    const base = `/api/offering/${s.service.id}/service_provider/${s.provider.id}`;
    const response = await s.owner.get(`${base}/time_slots/${compact(s.tuesday)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ date: s.tuesday, time_zone: 'America/Denver' });
    // 30 minutes plus a 15-minute buffer: free before 10:00 only up to 9:15; after 10:30 + 15 from 10:45;
    // the last start leaves the buffer inside the day (16:15).
    const expected = [...quarters('09:00', '09:15'), ...quarters('10:45', '16:15')];
    expect(body.slots.map((slot: { label: string }) => slot.label)).toEqual(expected.map(label));
    expect(body.slots[0]).toEqual({
      start_at: at(s.tuesday, '09:00'),
      end_at: at(s.tuesday, '09:30'),
      label: '9:00 AM',
    });
    // spec 1 §7 selected_appointment_id: the appointment being edited leaves its own time free.
    const editing = await s.owner.get(
      `${base}/time_slots/${s.tuesday}?selected_appointment_id=${s.appointmentId}`,
    );
    expect(editing.json().slots).toHaveLength(quarters('09:00', '16:15').length);
  });

  it('validation names the date and offering_id; 403 for another provider; 404 for another merchant', async () => {
    const s = await setUpBooked();
    const base = `/api/offering/${s.service.id}/service_provider`;
    const bad = await s.owner.get(`${base}/${s.provider.id}/time_slots/2026-13-45`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('date');
    const notPerformed = await createService(t.handle.db, s.merchant, 'Colour');
    const refused = await s.owner.get(
      `/api/offering/${notPerformed.id}/service_provider/${s.provider.id}/time_slots/${s.tuesday}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].property).toBe('offering_id');
    expect((await s.staff.get(`${base}/${s.provider.id}/time_slots/${s.tuesday}`)).statusCode).toBe(200);
    expect((await s.staff.get(`${base}/${s.otherProvider.id}/time_slots/${s.tuesday}`)).statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.get(`${base}/${s.provider.id}/time_slots/${s.tuesday}`)).statusCode).toBe(
      404,
    );
    expect(
      (await stranger.owner.get(`${base}/${stranger.provider.id}/time_slots/${s.tuesday}`)).statusCode,
    ).toBe(404);
  });
});

describe('GET offering/{id}/service_provider/{id}/available_dates_between/{from}/{to} (spec 1 §5, §7)', () => {
  it('spec 1 §5: only working days with a free slot; a day off is left out', async () => {
    const s = await setUpBooked();
    const monday = addDays(s.tuesday, -1);
    expect(
      (await s.owner.post(`/api/service_provider/${s.provider.id}/day_off/${addDays(monday, 2)}`)).statusCode,
    ).toBe(200);
    const response = await s.owner.get(
      `/api/offering/${s.service.id}/service_provider/${s.provider.id}/available_dates_between/${compact(addDays(monday, -1))}/${addDays(monday, 5)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().dates).toEqual([0, 1, 3, 4].map((n) => addDays(monday, n)));
  });

  it('validation names `to` past 93 days or before `from`; 403; 404 for another merchant', async () => {
    const s = await setUpBooked();
    const base = `/api/offering/${s.service.id}/service_provider`;
    const from = s.tuesday;
    for (const to of [addDays(from, 93), addDays(from, -1)]) {
      const bad = await s.owner.get(`${base}/${s.provider.id}/available_dates_between/${from}/${to}`);
      expect(bad.statusCode, to).toBe(400);
      expect(bad.json().error.details[0].property).toBe('to');
    }
    const widest = await s.owner.get(
      `${base}/${s.provider.id}/available_dates_between/${from}/${addDays(from, 92)}`,
    );
    expect(widest.statusCode, widest.body).toBe(200);
    const bad = await s.owner.get(`${base}/${s.provider.id}/available_dates_between/${from}/20261345`);
    expect(bad.json().error.details[0].property).toBe('to');
    expect(
      (await s.staff.get(`${base}/${s.otherProvider.id}/available_dates_between/${from}/${from}`)).statusCode,
    ).toBe(403);
    const stranger = await setUpCalendar(t);
    expect(
      (await stranger.owner.get(`${base}/${s.provider.id}/available_dates_between/${from}/${from}`))
        .statusCode,
    ).toBe(404);
  });

  it('issue 4 point 2: the same number of SQL statements for 1 day and 31 days', async () => {
    const s = await setUpBooked();
    const queries = countQueries();
    try {
      const [owner] = await t.handle.db
        .select({ userName: users.userName })
        .from(users)
        .where(and(eq(users.merchantId, s.merchant.id), eq(users.isOwner, true)));
      const client = await signIn(t.app, owner!.userName);
      const base = `/api/offering/${s.service.id}/service_provider/${s.provider.id}`;
      const count = async (path: string) => {
        queries.reset();
        const response = await client.get(`${base}/${path}`);
        expect(response.statusCode, response.body).toBe(200);
        return queries.count;
      };
      // The first request also loads the session into this node's cache.
      await count(`available_dates_between/${s.tuesday}/${addDays(s.tuesday, 1)}`);
      const oneDay = await count(`available_dates_between/${s.tuesday}/${s.tuesday}`);
      const month = await count(`available_dates_between/${s.tuesday}/${addDays(s.tuesday, 30)}`);
      // A day outside the ranges asked so far (the availability cache would answer those without a query).
      const slots = await count(`time_slots/${addDays(s.tuesday, 42)}`);
      expect(month).toBe(oneDay);
      expect(slots).toBe(oneDay);
      // The tenant transaction's set-up and end and ONE data statement (issue 4 point 7); the session is cached.
      expect(oneDay).toBeLessThanOrEqual(5);
    } finally {
      queries.restore();
    }
  });
});
