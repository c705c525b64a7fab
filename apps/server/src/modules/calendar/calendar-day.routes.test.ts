import { providersDay } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { offeringCategories, offerings } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestClient } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';
import { countQueries } from '../../test/query-counter.ts';
import { makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertProvider } from '../staff/service-providers.repository.ts';
import { setUserActive, updateUser } from '../staff/staff.repository.ts';
import { at, newCustomer, nextWeekday, setUpCalendar } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const compact = (date: string) => date.replaceAll('-', '');

type DayAnswer = {
  date: string;
  offering_categories: { id: number; name: string }[];
  providers: {
    service_provider_id: number;
    first_name: string;
    time_zone: string;
    day: { date: string; is_working_day: boolean; start_at: string | null; items: { id: number }[] };
  }[];
};

/** The providers' day `date` as `client` reads it, with the statements the read sent. */
async function readDay(client: TestClient, date: string, queries: ReturnType<typeof countQueries>) {
  queries.reset();
  const answer = await client.get(`/api/calendar_day/${compact(date)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return { day: providersDay.parse(answer.json()), statements: queries.count };
}

describe('GET calendar_day/{yyyyMMdd}: every provider side by side (issue 24 point 3)', () => {
  it("answers each active provider's day, by name, with its hours, breaks and items, in statements that do not grow with the providers", async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const [category] = await t.handle.db
      .insert(offeringCategories)
      .values({ merchantId: s.merchant.id, name: 'Hair' })
      .returning();
    await t.handle.db
      .update(offerings)
      .set({ offeringCategoryId: category!.id })
      .where(and(eq(offerings.merchantId, s.merchant.id), eq(offerings.id, s.service.id)));
    const book = async (providerId: number, time: string, end: string) => {
      const response = await s.owner.post(`/api/service_provider/${providerId}/appointment`, {
        offering_id: s.service.id,
        start_at: at(monday, time),
        end_at: at(monday, end),
        customer: newCustomer(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const samsVisit = await book(s.provider.id, '09:00', '09:30');
    const patsVisit = await book(s.otherProvider.id, '10:00', '10:30');
    // The next day's visit is not on this day.
    await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(nextWeekday(2), '09:00'),
      end_at: at(nextWeekday(2), '09:30'),
      customer: newCustomer(),
    });

    const queries = countQueries();
    const countDay = async () => {
      queries.reset();
      const answer = await s.owner.get(`/api/calendar_day/${compact(monday)}`);
      return { answer, statements: queries.count };
    };
    let first: Awaited<ReturnType<typeof countDay>>;
    let third: Awaited<ReturnType<typeof countDay>>;
    try {
      first = await countDay();
      // A third provider is one more column, not one more statement.
      const user = await createUser(t.handle.db, s.merchant, { firstName: 'Quinn', lastName: 'Third' });
      await makeProvider(t.handle.db, user);
      // The staff screens' write of the provider's flags, with its notification (the list is kept).
      await withTenant(t.handle.db, s.merchant.id, (tx) =>
        upsertProvider(tx, s.merchant.id, user.id, { isActive: true, appearsOnBooking: true }),
      );
      third = await countDay();
    } finally {
      queries.restore();
    }
    expect(third.answer.json().providers).toHaveLength(3);
    expect(third.statements).toBe(first.statements);
    const response = first.answer;
    expect(response.statusCode, response.body).toBe(200);
    const day: DayAnswer = response.json();
    expect(day.date).toBe(monday);
    // Pat Provider before Sam Staff: the picker's order.
    expect(day.providers.map((p) => [p.service_provider_id, p.first_name, p.time_zone])).toEqual([
      [s.otherProvider.id, 'Pat', 'America/Denver'],
      [s.provider.id, 'Sam', 'America/Denver'],
    ]);
    const [pat, sam] = day.providers;
    expect(sam!.day).toMatchObject({ date: monday, is_working_day: true, start_at: at(monday, '09:00') });
    // Sam's Monday has the 12:00 break besides the visit; Pat has no break.
    expect(sam!.day.items.map((item) => item.id)).toEqual([samsVisit, s.lunch.id]);
    expect(pat!.day.items.map((item) => item.id)).toEqual([patsVisit]);
    expect(day.offering_categories).toEqual([{ id: category!.id, name: 'Hair' }]);
    // The same items as each provider's week says for that day.
    for (const provider of day.providers) {
      const week = await s.owner.get(
        `/api/service_provider/${provider.service_provider_id}/calendar_week/${compact(monday)}`,
      );
      expect(week.json().days.find((d: { date: string }) => d.date === monday)).toEqual(provider.day);
    }
  });

  it('keeps each column in the week cache: the day read again costs fewer statements; a booking takes its provider’s column out', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const queries = countQueries();
    const read = () => readDay(s.owner, monday, queries);
    let first: Awaited<ReturnType<typeof read>>;
    let again: Awaited<ReturnType<typeof read>>;
    let booked: Awaited<ReturnType<typeof read>>;
    let id: number;
    try {
      first = await read();
      again = await read();
      const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
        offering_id: s.service.id,
        start_at: at(monday, '11:00'),
        end_at: at(monday, '11:30'),
        customer: newCustomer(),
      });
      expect(response.statusCode, response.body).toBe(201);
      id = response.json().id;
      booked = await read();
    } finally {
      queries.restore();
    }
    expect(again.day).toEqual(first.day);
    expect(again.statements).toBeLessThan(first.statements);
    const sam = booked.day.providers.find((p) => p.service_provider_id === s.provider.id);
    expect(sam?.day.items.map((item) => item.id)).toContain(id);
  });

  it("spec 1 §2.5: without manage_appointments a provider sees only their own day; another merchant's providers never", async () => {
    const s = await setUpCalendar(t);
    const other = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const own = await s.other.get(`/api/calendar_day/${monday}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().providers.map((p: { service_provider_id: number }) => p.service_provider_id)).toEqual([
      s.otherProvider.id,
    ]);
    const theirs = await other.owner.get(`/api/calendar_day/${monday}`);
    expect(
      theirs
        .json()
        .providers.map((p: { service_provider_id: number }) => p.service_provider_id)
        .sort(),
    ).toEqual([other.provider.id, other.otherProvider.id].sort());
  });

  it('leaves out a provider who is switched off or kept off the booking page', async () => {
    const s = await setUpCalendar(t);
    // As the staff screens write them: the provider's row and its notification, in one transaction.
    const setProvider = (userId: number, values: { isActive: boolean; appearsOnBooking: boolean }) =>
      withTenant(t.handle.db, s.merchant.id, (tx) => upsertProvider(tx, s.merchant.id, userId, values));
    const ids = async () =>
      (await s.owner.get(`/api/calendar_day/${nextWeekday(3)}`))
        .json()
        .providers.map((p: { service_provider_id: number }) => p.service_provider_id);
    expect((await ids()).sort()).toEqual([s.provider.id, s.otherProvider.id].sort());
    await setProvider(s.provider.userId, { isActive: false, appearsOnBooking: true });
    expect(await ids()).toEqual([s.otherProvider.id]);
    await setProvider(s.otherProvider.userId, { isActive: true, appearsOnBooking: false });
    expect(await ids()).toEqual([]);
  });

  it('keeps the list of providers too: a day read again sends no statement; a new, renamed or deactivated provider shows in the next read', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const queries = countQueries();
    const read = async () => {
      const { day, statements } = await readDay(s.owner, monday, queries);
      return { names: day.providers.map((p) => p.first_name), statements };
    };
    const write = <T>(work: (tx: Database) => Promise<T>) => withTenant(t.handle.db, s.merchant.id, work);
    const steps: Awaited<ReturnType<typeof read>>[] = [];
    try {
      await read();
      steps.push(await read());
      const newcomer = await createUser(t.handle.db, s.merchant, { firstName: 'Abby', lastName: 'New' });
      await write((tx) =>
        upsertProvider(tx, s.merchant.id, newcomer.id, { isActive: true, appearsOnBooking: true }),
      );
      steps.push(await read());
      await write((tx) => updateUser(tx, s.merchant.id, s.otherProvider.userId, { firstName: 'Aaron' }));
      steps.push(await read());
      await write((tx) => setUserActive(tx, s.merchant.id, newcomer.id, false));
      steps.push(await read());
    } finally {
      queries.restore();
    }
    const [again, added, renamed, deactivated] = steps;
    expect(again?.statements).toBe(0);
    expect(added?.names[0]).toBe('Abby');
    expect(added?.statements).toBeGreaterThan(0);
    expect(renamed?.names.slice(0, 2)).toEqual(['Aaron', 'Abby']);
    expect(deactivated?.names).not.toContain('Abby');
    expect(deactivated?.names).toContain('Aaron');
  });

  it('a date that is not one is 400 naming it', async () => {
    const s = await setUpCalendar(t);
    const response = await s.owner.get('/api/calendar_day/20261332');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('date');
  });
});
