import { addDays, todayInTimeZone } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextWeekday, setUpCalendar, ZONE } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('DELETE service_provider/{id}/break/{breakId}/{date} (spec 1 §4.2, §7)', () => {
  it('leaves the weekly break out on that date only; validation, 403 and 404', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const base = `/api/service_provider/${s.provider.id}`;
    const response = await s.owner.delete(`${base}/break/${s.lunch.id}/${monday}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ service_provider_id: s.provider.id, date: monday });
    const week = (await s.owner.get(`${base}/calendar_week/${monday}`)).json();
    expect(week.days[1].items).toEqual([]);
    const nextWeek = (await s.owner.get(`${base}/calendar_week/${addDays(monday, 7)}`)).json();
    expect(nextWeek.days[1].items.map((item: { id: number }) => item.id)).toEqual([s.lunch.id]);
    const wrongDay = await s.owner.delete(`${base}/break/${s.lunch.id}/${addDays(monday, 1)}`);
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().error.details[0].property).toBe('date');
    expect(
      (await s.owner.delete(`${base}/break/${s.lunch.id}/not-a-date`)).json().error.details[0].property,
    ).toBe('date');
    expect((await s.other.delete(`${base}/break/${s.lunch.id}/${monday}`)).statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.delete(`${base}/break/${s.lunch.id}/${monday}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.owner.delete(
          `/api/service_provider/${stranger.provider.id}/break/${s.lunch.id}/${monday}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST service_provider/{id}/day_off/{date} (spec 1 §4.2, §7)', () => {
  it('marks the date off (twice is fine); a past date is refused; 403 and 404', async () => {
    const s = await setUpCalendar(t);
    const wednesday = nextWeekday(3);
    const url = `/api/service_provider/${s.provider.id}/day_off/${wednesday.replaceAll('-', '')}`;
    const response = await s.staff.post(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ service_provider_id: s.provider.id, date: wednesday });
    expect((await s.staff.post(url)).statusCode).toBe(200);
    const week = (
      await s.staff.get(`/api/service_provider/${s.provider.id}/calendar_week/${wednesday}`)
    ).json();
    expect(week.days[3].is_working_day).toBe(false);
    const past = await s.owner.post(
      `/api/service_provider/${s.provider.id}/day_off/${addDays(todayInTimeZone(ZONE), -1)}`,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details[0]).toEqual({
      property: 'date',
      message: 'The date cannot be before today.',
    });
    expect(
      (await s.staff.post(`/api/service_provider/${s.otherProvider.id}/day_off/${wednesday}`)).statusCode,
    ).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.post(url)).statusCode).toBe(404);
  });
});

describe('PUT service_provider/{id}/day_boundary/{date} (spec 1 §4.2, §5, §7)', () => {
  it('sets the day’s hours, also on a day off; the two messages of spec 1 §5; 403 and 404', async () => {
    const s = await setUpCalendar(t);
    const saturday = nextWeekday(6);
    const url = `/api/service_provider/${s.provider.id}/day_boundary/${saturday}`;
    const saved = await s.owner.put(url, { start_time: '10:00', end_time: '14:00' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      service_provider_id: s.provider.id,
      date: saturday,
      start_time: '10:00',
      end_time: '14:00',
    });
    const week = (
      await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${saturday}`)
    ).json();
    expect(week.days[6].is_working_day).toBe(true);
    const reversed = await s.owner.put(url, { start_time: '14:00', end_time: '10:00' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details[0]).toEqual({
      property: 'end_time',
      message: 'You cannot set an end time earlier than the start time',
    });
    const today = todayInTimeZone(ZONE);
    const ended = await s.owner.put(`/api/service_provider/${s.provider.id}/day_boundary/${today}`, {
      start_time: '00:00',
      end_time: '00:01',
    });
    // Unless the test runs in the first minute of the day, 00:01 has passed.
    expect(ended.json().error.details[0]).toEqual({
      property: 'end_time',
      message: 'You cannot set an end time earlier than the current time',
    });
    expect(
      (await s.owner.put(url, { start_time: '9am', end_time: '14:00' })).json().error.details[0].property,
    ).toBe('start_time');
    expect((await s.other.put(url, { start_time: '10:00', end_time: '14:00' })).statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.put(url, { start_time: '10:00', end_time: '14:00' })).statusCode).toBe(404);
  });
});
