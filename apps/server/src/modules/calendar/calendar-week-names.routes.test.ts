import type { CalendarWeek } from '@paybook/contracts';
import { addDays } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems, customers } from '../../db/schema/index.ts';
import { createService } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday, setUpCalendar } from './calendar-test-setup.ts';

// Issue 14 point 5: calendar_week reads each distinct offering and customer of the week once and the
// items take theirs by id; this checks every item still names its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET service_provider/{id}/calendar_week: offerings and customers read once per week', () => {
  it('each item names its own offering and customer, repeated ones included', async () => {
    const db = t.handle.db;
    const s = await setUpCalendar(t);
    const colour = await createService(db, s.merchant, 'Colour');
    const [ada, grace] = await db
      .insert(customers)
      .values([
        { merchantId: s.merchant.id, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
        { merchantId: s.merchant.id, firstName: 'Grace', lastName: 'Hopper', email: 'gh@example.test' },
      ])
      .returning({ id: customers.id });
    const monday = nextWeekday(1);
    const tuesday = addDays(monday, 1);
    const item = (start: string, end: string, offeringId: number | null, customerId: number | null) => ({
      merchantId: s.merchant.id,
      serviceProviderId: s.provider.id,
      kind: offeringId === null ? ('personal_time' as const) : ('appointment' as const),
      title: offeringId === null ? 'Errand' : '',
      offeringId,
      customerId,
      startAt: new Date(start),
      endAt: new Date(end),
    });
    await db
      .insert(calendarItems)
      .values([
        item(at(monday, '09:00'), at(monday, '09:30'), s.service.id, ada!.id),
        item(at(monday, '09:30'), at(monday, '10:00'), colour.id, grace!.id),
        item(at(monday, '10:00'), at(monday, '10:30'), s.service.id, grace!.id),
        item(at(tuesday, '09:00'), at(tuesday, '09:30'), colour.id, null),
        item(at(tuesday, '11:00'), at(tuesday, '12:00'), null, null),
      ]);

    const response = await s.owner.get(
      `/api/service_provider/${s.provider.id}/calendar_week/${monday.replaceAll('-', '')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as CalendarWeek).days
      .flatMap((day) => day.items)
      .filter((entry) => entry.calendar_item_type !== 'break');
    expect(items.map((entry) => [entry.title, entry.offering, entry.customer])).toEqual([
      [
        'Haircut',
        { id: s.service.id, name: 'Haircut' },
        { first_name: 'Ada', last_name: 'Lovelace', id: ada!.id },
      ],
      [
        'Colour',
        { id: colour.id, name: 'Colour' },
        { first_name: 'Grace', last_name: 'Hopper', id: grace!.id },
      ],
      [
        'Haircut',
        { id: s.service.id, name: 'Haircut' },
        { first_name: 'Grace', last_name: 'Hopper', id: grace!.id },
      ],
      ['Colour', { id: colour.id, name: 'Colour' }, null],
      ['Errand', null, null],
    ]);
  });
});
