import { addDays, todayInTimeZone, zonedInstant } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { calendarItems, customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setUpCalendar, ZONE } from './calendar-test-setup.ts';

// Issue 14 point 5: calendar_week is built and serialised on a fast path. These tests pin its answer byte
// for byte (values, nulls, key order), so a faster presenter or serializer cannot change what clients read.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const iso = (date: string, time: string) => zonedInstant(date, time, ZONE).toISOString();

type Calendar = Awaited<ReturnType<typeof setUpCalendar>>;

/** Books an item straight into the table (the API refuses times in the past). */
async function insertItem(
  db: Database,
  s: Calendar,
  values: { kind: 'appointment' | 'personal_time'; start: string; end: string; title?: string } & {
    customerId?: number;
    status?: 'booked' | 'cancelled';
  },
) {
  const [row] = await db
    .insert(calendarItems)
    .values({
      merchantId: s.merchant.id,
      serviceProviderId: s.provider.id,
      kind: values.kind,
      title: values.title ?? '',
      offeringId: values.kind === 'appointment' ? s.service.id : null,
      customerId: values.customerId ?? null,
      startAt: new Date(values.start),
      endAt: new Date(values.end),
      status: values.status ?? 'booked',
    })
    .returning({ id: calendarItems.id });
  return row!.id;
}

describe('GET service_provider/{id}/calendar_week/{yyyyMMdd}: the exact answer (issue 14 point 5)', () => {
  it('a week across the spring clock change: every field, null and key order as before', async () => {
    const db = t.handle.db;
    const s = await setUpCalendar(t);
    const [customer] = await db
      .insert(customers)
      .values({
        merchantId: s.merchant.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
      })
      .returning({ id: customers.id });
    // Denver's clocks go forward at 02:00 on Sunday 8 March 2026 (-07:00 before, -06:00 after).
    const overnight = await insertItem(db, s, {
      kind: 'personal_time',
      title: 'Night shift',
      start: '2026-03-08T06:00:00.000Z', // Saturday 23:00, before the week: shown on its first day
      end: '2026-03-08T08:00:00.000Z',
    });
    const sundayMorning = await insertItem(db, s, {
      kind: 'personal_time',
      title: 'Gym "early"',
      start: iso('2026-03-08', '10:00'),
      end: iso('2026-03-08', '11:00'),
    });
    const appointment = await insertItem(db, s, {
      kind: 'appointment',
      customerId: customer!.id,
      start: iso('2026-03-09', '09:00'),
      end: iso('2026-03-09', '09:30'),
    });
    await insertItem(db, s, {
      kind: 'appointment',
      customerId: customer!.id,
      start: iso('2026-03-10', '09:00'),
      end: iso('2026-03-10', '09:30'),
      status: 'cancelled',
    });
    const walkIn = await insertItem(db, s, {
      kind: 'appointment',
      start: iso('2026-03-10', '10:00'),
      end: iso('2026-03-10', '10:30'),
    });

    const response = await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/20260311`);
    expect(response.statusCode, response.body).toBe(200);

    const provider = { first_name: 'Sam', last_name: 'Staff', id: s.provider.id };
    const offering = { id: s.service.id, name: 'Haircut' };
    const working = (date: string, dayOfWeek: number, items: unknown[] = []) => ({
      date,
      day_of_week: dayOfWeek,
      start_at: iso(date, '09:00'),
      end_at: iso(date, '17:00'),
      is_working_day: true,
      items,
    });
    const dayOff = (date: string, dayOfWeek: number, items: unknown[] = []) => ({
      date,
      day_of_week: dayOfWeek,
      start_at: null,
      end_at: null,
      is_working_day: false,
      items,
    });
    const expected = {
      service_provider_id: s.provider.id,
      time_zone: ZONE,
      time_zone_offset: -420,
      earliest_default_start_time: '09:00',
      offering_categories: [],
      days: [
        dayOff('2026-03-08', 0, [
          {
            calendar_item_type: 'personal_time',
            id: overnight,
            start_at: '2026-03-08T06:00:00.000Z',
            end_at: '2026-03-08T08:00:00.000Z',
            title: 'Night shift',
            offering: null,
            customer: null,
            provider,
            time_zone_offset: -420,
            can_edit: false,
          },
          {
            calendar_item_type: 'personal_time',
            id: sundayMorning,
            start_at: '2026-03-08T16:00:00.000Z',
            end_at: '2026-03-08T17:00:00.000Z',
            title: 'Gym "early"',
            offering: null,
            customer: null,
            provider,
            time_zone_offset: -360,
            can_edit: false,
          },
        ]),
        working('2026-03-09', 1, [
          {
            calendar_item_type: 'appointment',
            id: appointment,
            start_at: '2026-03-09T15:00:00.000Z',
            end_at: '2026-03-09T15:30:00.000Z',
            title: 'Haircut',
            offering,
            customer: { first_name: 'Ada', last_name: 'Lovelace', id: customer!.id },
            provider,
            time_zone_offset: -360,
            can_edit: false,
            status: 'booked',
          },
          {
            calendar_item_type: 'break',
            id: s.lunch.id,
            start_at: '2026-03-09T18:00:00.000Z',
            end_at: '2026-03-09T19:00:00.000Z',
            title: 'Break',
            offering: null,
            customer: null,
            provider,
            time_zone_offset: -360,
            can_edit: false,
          },
        ]),
        working('2026-03-10', 2, [
          {
            calendar_item_type: 'appointment',
            id: walkIn,
            start_at: '2026-03-10T16:00:00.000Z',
            end_at: '2026-03-10T16:30:00.000Z',
            title: 'Haircut',
            offering,
            customer: null,
            provider,
            time_zone_offset: -360,
            can_edit: false,
            status: 'booked',
          },
        ]),
        working('2026-03-11', 3),
        working('2026-03-12', 4),
        working('2026-03-13', 5),
        dayOff('2026-03-14', 6),
      ],
    };
    // The body itself, not its parse: key order and every value as sent.
    expect(response.body).toBe(JSON.stringify(expected));
  });

  it('spec 1 §4.2: can_edit from 7 days before today (provider zone), for items and breaks alike', async () => {
    const db = t.handle.db;
    const s = await setUpCalendar(t);
    const today = todayInTimeZone(ZONE);
    const lastEditable = addDays(today, -7);
    const firstLocked = addDays(today, -8);
    const editable = await insertItem(db, s, {
      kind: 'personal_time',
      title: 'Editable',
      start: iso(lastEditable, '00:00'),
      end: iso(lastEditable, '00:30'),
    });
    const locked = await insertItem(db, s, {
      kind: 'personal_time',
      title: 'Locked',
      start: iso(firstLocked, '23:30'),
      end: iso(firstLocked, '23:59'),
    });
    type Week = { days: Array<{ items: Array<{ id: number; title: string; can_edit: boolean }> }> };
    const items = async (date: string) => {
      const response = await s.owner.get(
        `/api/service_provider/${s.provider.id}/calendar_week/${date.replaceAll('-', '')}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Week).days.flatMap((day) => day.items);
    };
    expect((await items(lastEditable)).find((item) => item.id === editable)?.can_edit).toBe(true);
    expect((await items(firstLocked)).find((item) => item.id === locked)?.can_edit).toBe(false);
    // Breaks follow the same rule: this week's breaks from today on are editable.
    const breaks = (await items(addDays(today, 7))).filter((item) => item.title === 'Break');
    expect(breaks.length).toBeGreaterThan(0);
    expect(breaks.every((item) => item.can_edit)).toBe(true);
  });
});
