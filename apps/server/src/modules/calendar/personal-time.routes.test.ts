import { TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { addDays, DEFAULT_PERSONAL_TIME_TITLE, todayInTimeZone } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday, setUpCalendar, ZONE } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('POST service_provider/{id}/personal_time (spec 1 §5, §7)', () => {
  it('spec 1 §5: adds personal time; an empty title reverts to the default title', async () => {
    const s = await setUpCalendar(t);
    const tuesday = nextWeekday(2);
    const url = `/api/service_provider/${s.provider.id}/personal_time`;
    const named = await s.owner.post(url, {
      title: 'Dentist',
      start_at: at(tuesday, '10:00'),
      end_at: at(tuesday, '10:15'),
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({
      service_provider_id: s.provider.id,
      title: 'Dentist',
      end_at: at(tuesday, '10:15'),
    });
    const untitled = await s.owner.post(url, {
      title: '  ',
      start_at: at(tuesday, '18:00'),
      end_at: at(tuesday, '19:00'),
    });
    expect(untitled.statusCode, untitled.body).toBe(201);
    expect(untitled.json().title).toBe(DEFAULT_PERSONAL_TIME_TITLE);
  });

  it('spec 1 §5: the end must be later than the start, the start not before today; fields named', async () => {
    const s = await setUpCalendar(t);
    const url = `/api/service_provider/${s.provider.id}/personal_time`;
    const tuesday = nextWeekday(2);
    const same = await s.owner.post(url, { start_at: at(tuesday, '10:00'), end_at: at(tuesday, '10:00') });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details[0]).toEqual({
      property: 'end_at',
      message: 'The end time must be later than the start time.',
    });
    const yesterday = addDays(todayInTimeZone(ZONE), -1);
    const past = await s.owner.post(url, {
      start_at: at(yesterday, '10:00'),
      end_at: at(yesterday, '11:00'),
    });
    expect(past.json().error.details[0]).toEqual({
      property: 'start_at',
      message: 'The start date cannot be before today.',
    });
    const malformed = await s.owner.post(url, { start_at: 'soon', end_at: at(tuesday, '10:00') });
    expect(malformed.json().error.details[0].property).toBe('start_at');
  });

  it('spec 1 §5: TIME_PERIOD_NOT_AVAILABLE over an appointment, other personal time or a break', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const base = `/api/service_provider/${s.provider.id}`;
    await s.owner.post(`${base}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    const overAppointment = await s.owner.post(`${base}/personal_time`, {
      start_at: at(monday, '09:15'),
      end_at: at(monday, '09:45'),
    });
    expect(overAppointment.statusCode).toBe(409);
    expect(overAppointment.json().error.code).toBe(TIME_PERIOD_NOT_AVAILABLE);
    const overBreak = await s.owner.post(`${base}/personal_time`, {
      start_at: at(monday, '12:30'),
      end_at: at(monday, '12:45'),
    });
    expect(overBreak.statusCode).toBe(409);
    expect(overBreak.json().error).toMatchObject({
      code: TIME_PERIOD_NOT_AVAILABLE,
      message: "This time overlaps the provider's break. Choose another time.",
    });
    // Once the break is deleted for that date, the time is free.
    expect((await s.owner.delete(`${base}/break/${s.lunch.id}/${monday}`)).statusCode).toBe(200);
    expect(
      (
        await s.owner.post(`${base}/personal_time`, {
          start_at: at(monday, '12:30'),
          end_at: at(monday, '12:45'),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('spec 1 §2.5: 403 for another provider without manage_appointments; 404 for another merchant', async () => {
    const s = await setUpCalendar(t);
    const tuesday = nextWeekday(2);
    const body = { start_at: at(tuesday, '10:00'), end_at: at(tuesday, '10:15') };
    expect(
      (await s.other.post(`/api/service_provider/${s.otherProvider.id}/personal_time`, body)).statusCode,
    ).toBe(201);
    expect(
      (await s.other.post(`/api/service_provider/${s.provider.id}/personal_time`, body)).statusCode,
    ).toBe(403);
    const stranger = await setUpCalendar(t);
    expect(
      (await stranger.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, body)).statusCode,
    ).toBe(404);
  });
});

describe('PUT and DELETE service_provider/{id}/personal_time/{id} (spec 1 §4.2, §7)', () => {
  async function add() {
    const s = await setUpCalendar(t);
    const tuesday = nextWeekday(2);
    const response = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
      title: 'Errand',
      start_at: at(tuesday, '10:00'),
      end_at: at(tuesday, '10:15'),
    });
    return {
      ...s,
      tuesday,
      added: response.json(),
      url: `/api/service_provider/${s.provider.id}/personal_time/${response.json().id}`,
    };
  }

  it('spec 1 §7: changes the title and time; validation names the field', async () => {
    const s = await add();
    const changed = await s.owner.put(s.url, {
      title: 'Bank',
      start_at: at(s.tuesday, '11:00'),
      end_at: at(s.tuesday, '11:30'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: s.added.id, title: 'Bank', start_at: at(s.tuesday, '11:00') });
    const bad = await s.owner.put(s.url, {
      start_at: at(s.tuesday, '11:00'),
      end_at: at(s.tuesday, '10:00'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('end_at');
  });

  it('spec 1 §7: DELETE frees the time; 403 and 404 as for every calendar call', async () => {
    const s = await add();
    expect((await s.other.delete(s.url)).statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.delete(s.url)).statusCode).toBe(404);
    expect(
      (await stranger.owner.put(s.url, { start_at: at(s.tuesday, '11:00'), end_at: at(s.tuesday, '11:30') }))
        .statusCode,
    ).toBe(404);
    expect((await s.owner.delete(s.url)).statusCode).toBe(200);
    expect((await s.owner.delete(s.url)).statusCode).toBe(404);
  });

  it('spec 1 §4.2: personal time that started more than 7 days ago cannot change', async () => {
    const s = await setUpCalendar(t);
    const old = addDays(todayInTimeZone(ZONE), -8);
    const [row] = await t.handle.db
      .insert(calendarItems)
      .values({
        merchantId: s.merchant.id,
        kind: 'personal_time',
        serviceProviderId: s.provider.id,
        title: 'Old',
        startAt: new Date(at(old, '10:00')),
        endAt: new Date(at(old, '10:30')),
      })
      .returning();
    const refused = await s.owner.delete(`/api/service_provider/${s.provider.id}/personal_time/${row!.id}`);
    expect(refused.statusCode).toBe(403);
  });
});
