import { addDays } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { countQueries } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday, setUpCalendar } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const compact = (date: string) => date.replaceAll('-', '');

describe('GET service_provider/{id}/calendar_week/{yyyyMMdd} (spec 1 §3, §7)', () => {
  it('spec 1 §3: seven days from Sunday with working hours, breaks, appointments and personal time', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const sunday = addDays(monday, -1);
    const booked = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const personal = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
      title: 'Dentist',
      start_at: at(monday, '15:00'),
      end_at: at(monday, '15:15'),
    });
    expect(personal.statusCode, personal.body).toBe(201);
    // Asked for a Wednesday: the week starts on the Sunday before.
    const response = await s.owner.get(
      `/api/service_provider/${s.provider.id}/calendar_week/${compact(addDays(monday, 2))}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const week = response.json();
    expect(week).toMatchObject({
      service_provider_id: s.provider.id,
      time_zone: 'America/Denver',
      earliest_default_start_time: '09:00',
    });
    expect([-420, -360]).toContain(week.time_zone_offset);
    expect(week.days.map((day: { date: string }) => day.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(sunday, n)),
    );
    expect(week.days[0]).toMatchObject({
      day_of_week: 0,
      start_at: null,
      end_at: null,
      is_working_day: false,
      items: [],
    });
    const mondayDay = week.days[1];
    expect(mondayDay).toMatchObject({
      start_at: at(monday, '09:00'),
      end_at: at(monday, '17:00'),
      is_working_day: true,
    });
    expect(mondayDay.items.map((item: { calendar_item_type: string }) => item.calendar_item_type)).toEqual([
      'appointment',
      'break',
      'personal_time',
    ]);
    expect(mondayDay.items[0]).toMatchObject({
      id: booked.json().id,
      title: 'Haircut',
      offering: { id: s.service.id, name: 'Haircut' },
      customer: { first_name: 'Ada', last_name: 'Lovelace' },
      provider: { id: s.provider.id, first_name: 'Sam', last_name: 'Staff' },
      can_edit: true,
    });
    expect(mondayDay.items[1]).toMatchObject({
      id: s.lunch.id,
      start_at: at(monday, '12:00'),
      end_at: at(monday, '13:00'),
      offering: null,
      customer: null,
    });
    expect(mondayDay.items[2]).toMatchObject({ title: 'Dentist', start_at: at(monday, '15:00') });
  });

  it('spec 1 §4.2: a day off, a day’s own hours and a break deleted for the date show in the week', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const base = `/api/service_provider/${s.provider.id}`;
    expect((await s.owner.delete(`${base}/break/${s.lunch.id}/${monday}`)).statusCode).toBe(200);
    expect((await s.owner.post(`${base}/day_off/${addDays(monday, 1)}`)).statusCode).toBe(200);
    const hours = await s.owner.put(`${base}/day_boundary/${addDays(monday, 2)}`, {
      start_time: '07:30',
      end_time: '12:00',
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const week = (await s.owner.get(`${base}/calendar_week/${compact(monday)}`)).json();
    expect(week.earliest_default_start_time).toBe('07:30');
    expect(week.days[1].items).toEqual([]);
    expect(week.days[2]).toMatchObject({ is_working_day: false, start_at: null });
    expect(week.days[3]).toMatchObject({
      start_at: at(addDays(monday, 2), '07:30'),
      end_at: at(addDays(monday, 2), '12:00'),
    });
  });

  it('validation names the date; 403 for another provider without manage_appointments; 404 for another merchant', async () => {
    const s = await setUpCalendar(t);
    const bad = await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/2026-13-45`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('weekStart');
    const week = compact(nextWeekday(1));
    expect(
      (await s.staff.get(`/api/service_provider/${s.provider.id}/calendar_week/${week}`)).statusCode,
    ).toBe(200);
    expect(
      (await s.staff.get(`/api/service_provider/${s.otherProvider.id}/calendar_week/${week}`)).statusCode,
    ).toBe(403);
    expect(
      (await s.owner.get(`/api/service_provider/${s.otherProvider.id}/calendar_week/${week}`)).statusCode,
    ).toBe(200);
    const stranger = await setUpCalendar(t);
    expect(
      (await stranger.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${week}`)).statusCode,
    ).toBe(404);
  });

  it('issue 4: a fixed number of SQL statements, however full the week', async () => {
    const s = await setUpCalendar(t);
    const queries = countQueries();
    try {
      const owner = await signIn(t.app, (await userNameOf(s.merchant.id)) ?? '');
      const base = `/api/service_provider/${s.provider.id}`;
      const countWeek = async (date: string) => {
        queries.reset();
        const response = await owner.get(`${base}/calendar_week/${compact(date)}`);
        expect(response.statusCode, response.body).toBe(200);
        return {
          statements: queries.count,
          items: response.json().days.flatMap((day: { items: unknown[] }) => day.items).length,
        };
      };
      // The first request also loads the session into this node's cache.
      await countWeek(nextWeekday(1, 4));
      const empty = await countWeek(nextWeekday(1, 3));
      const monday = nextWeekday(1);
      for (let day = 0; day < 5; day++) {
        const date = addDays(monday, day);
        for (let hour = 9; hour < 17; hour++) {
          if (day === 0 && hour === 12) continue;
          await owner.post(`${base}/personal_time`, {
            title: `Block ${hour}`,
            start_at: at(date, `${String(hour).padStart(2, '0')}:00`),
            end_at: at(date, `${String(hour).padStart(2, '0')}:30`),
          });
        }
      }
      await owner.post(`${base}/day_off/${addDays(monday, 5)}`);
      await owner.put(`${base}/day_boundary/${addDays(monday, 4)}`, {
        start_time: '08:00',
        end_time: '18:00',
      });
      const busy = await countWeek(monday);
      expect(busy.items).toBeGreaterThan(35);
      expect(busy.statements).toBe(empty.statements);
      expect(busy.statements).toBeLessThanOrEqual(12);
    } finally {
      queries.restore();
    }
  });
});

async function userNameOf(merchantId: number) {
  const [row] = await t.handle.db.query.users.findMany({
    where: (users, { and, eq }) => and(eq(users.merchantId, merchantId), eq(users.isOwner, true)),
    columns: { userName: true },
  });
  return row?.userName;
}
