import { addDays, dayOfWeek, weekStartOf } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import { merchants, offeringCategories, offeringServiceProviders, offerings } from '../../db/schema/index.ts';
import { notificationsHeard, untilCached } from '../../test/cache-waits.ts';
import { countQueries } from '../../test/query-counter.ts';
import { createService } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday, setUpCalendar } from './calendar-test-setup.ts';

// Issue 16 point 9 (the merchant's first day of the week) and point 1 (the offering's category) on
// GET service_provider/{id}/calendar_week/{yyyyMMdd} (spec 1 §7).

let t: TestApp;
let weekStatements: ReturnType<typeof countQueries>;
beforeAll(async () => {
  t = await createTestApp();
  weekStatements = countQueries({ statementName: (name) => name === 'calendar_week' });
});
afterAll(() => weekStatements.restore());

const compact = (date: string) => date.replaceAll('-', '');
type Week = {
  days: { date: string; day_of_week: number; items: { offering: unknown; customer: unknown }[] }[];
  offering_categories: { id: number; name: string }[];
};

async function setWeekStart(merchantId: number, weekStartsOn: number) {
  await t.handle.db.transaction(async (tx) => {
    await tx.update(merchants).set({ weekStartsOn }).where(eq(merchants.id, merchantId));
    await notifyInvalidation(tx, 'merchant', merchantId);
  });
  await notificationsHeard(t.app.invalidation, [['merchant', String(merchantId)]]);
}

describe('calendar_week from the merchant’s first day of the week (issue 16 point 9)', () => {
  it.each([
    [1, 'Monday'],
    [6, 'Saturday'],
    [3, 'Wednesday'],
  ])(
    'weeks from day %i (%s): seven days from that day on or before the date asked for',
    async (weekStartsOn) => {
      const s = await setUpCalendar(t);
      await setWeekStart(s.merchant.id, weekStartsOn);
      const thursday = nextWeekday(4);
      const response = await s.owner.get(
        `/api/service_provider/${s.provider.id}/calendar_week/${compact(thursday)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const week: Week = response.json();
      const first = weekStartOf(thursday, weekStartsOn);
      expect(dayOfWeek(first)).toBe(weekStartsOn);
      expect(week.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(first, n)));
      expect(week.days.map((day) => day.day_of_week)).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((n) => (weekStartsOn + n) % 7),
      );
    },
  );

  it('a Monday week holds the appointments of its Sunday, the last day, not the next week’s first', async () => {
    const s = await setUpCalendar(t);
    await setWeekStart(s.merchant.id, 1);
    const monday = nextWeekday(1);
    const sunday = addDays(monday, 6);
    // The provider does not work on Sundays: personal time may still be there.
    const personal = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
      title: 'Sunday errand',
      start_at: at(sunday, '10:00'),
      end_at: at(sunday, '10:30'),
    });
    expect(personal.statusCode, personal.body).toBe(201);
    const week: Week = (
      await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${compact(sunday)}`)
    ).json();
    expect(week.days[0]!.date).toBe(monday);
    expect(week.days[6]).toMatchObject({ date: sunday, day_of_week: 0 });
    expect(week.days[6]!.items).toHaveLength(1);
  });

  it('the cache serves any date of a cached week, and a change of the week start ends its weeks', async () => {
    const s = await setUpCalendar(t);
    const url = (date: string) => `/api/service_provider/${s.provider.id}/calendar_week/${compact(date)}`;
    const wednesday = nextWeekday(3, 2);
    const read = async (date: string) => {
      weekStatements.reset();
      const response = await s.owner.get(url(date));
      expect(response.statusCode, response.body).toBe(200);
      return { week: response.json() as Week, statements: weekStatements.count };
    };
    await read(wednesday);
    // Friday of the same (Sunday) week: served by the Wednesday's entry.
    const friday = await untilCached(() => read(addDays(wednesday, 2)), 'week');
    expect(friday.week.days[0]!.date).toBe(weekStartOf(wednesday, 0));
    await setWeekStart(s.merchant.id, 1);
    const afterChange = await read(addDays(wednesday, 2));
    expect(afterChange.statements).toBe(1);
    expect(afterChange.week.days[0]!.date).toBe(weekStartOf(wednesday, 1));
  });
});

describe('calendar_week offering categories (issue 16 point 1)', () => {
  it('an appointment’s offering names its category; the week lists each category once, by name', async () => {
    const s = await setUpCalendar(t);
    const db = t.handle.db;
    const [hair] = await db
      .insert(offeringCategories)
      .values({ merchantId: s.merchant.id, name: 'Hair' })
      .returning();
    const [colour] = await db
      .insert(offeringCategories)
      .values({ merchantId: s.merchant.id, name: 'Colour' })
      .returning();
    await db.update(offerings).set({ offeringCategoryId: hair!.id }).where(eq(offerings.id, s.service.id));
    const toner = await createService(db, s.merchant, 'Toner');
    await db.update(offerings).set({ offeringCategoryId: colour!.id }).where(eq(offerings.id, toner.id));
    const plain = await createService(db, s.merchant, 'Consultation');
    await db.insert(offeringServiceProviders).values([
      { merchantId: s.merchant.id, offeringId: toner.id, serviceProviderId: s.provider.id },
      { merchantId: s.merchant.id, offeringId: plain.id, serviceProviderId: s.provider.id },
    ]);
    const monday = nextWeekday(1, 1);
    const book = async (offeringId: number, time: string, end: string) => {
      const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
        offering_id: offeringId,
        start_at: at(monday, time),
        end_at: at(monday, end),
        customer: { first_name: 'Emma', last_name: 'Johnson' },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await book(s.service.id, '09:00', '09:30');
    await book(toner.id, '10:00', '10:30');
    await book(plain.id, '11:00', '11:30');
    const week: Week = (
      await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${compact(monday)}`)
    ).json();
    const offeringsShown = week.days.flatMap((day) => day.items).map((item) => item.offering);
    expect(offeringsShown).toEqual([
      { id: s.service.id, name: 'Haircut', category_id: hair!.id },
      { id: toner.id, name: 'Toner', category_id: colour!.id },
      { id: plain.id, name: 'Consultation' },
      null, // the Monday break
    ]);
    expect(week.offering_categories).toEqual([
      { id: colour!.id, name: 'Colour' },
      { id: hair!.id, name: 'Hair' },
    ]);
    // Another merchant's week names none of them, and cannot read this provider's week.
    const stranger = await setUpCalendar(t);
    const theirs: Week = (
      await stranger.owner.get(
        `/api/service_provider/${stranger.provider.id}/calendar_week/${compact(monday)}`,
      )
    ).json();
    expect(theirs.offering_categories).toEqual([]);
    expect(
      (await stranger.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${compact(monday)}`))
        .statusCode,
    ).toBe(404);
    // Without manage_appointments, another provider's week stays closed.
    expect(
      (await s.other.get(`/api/service_provider/${s.provider.id}/calendar_week/${compact(monday)}`))
        .statusCode,
    ).toBe(403);
  });
});
