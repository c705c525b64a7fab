import { wallClock } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { calendarItems, customers, merchants } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp({}, { demo: true })).handle.db;
}, 120_000);

async function calendarOf(urlSubdomain: string) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.urlSubdomain, urlSubdomain));
  const items = await db.select().from(calendarItems).where(eq(calendarItems.merchantId, merchant!.id));
  const people = await db.select().from(customers).where(eq(customers.merchantId, merchant!.id));
  return { merchant: merchant!, items, people };
}

describe('demo calendar (DEMO.md)', () => {
  it.each(['juniper', 'northwind', 'bluebird'])(
    'DEMO.md: %s has a realistic week of appointments for at least two providers, in working hours',
    async (urlSubdomain) => {
      const { merchant, items, people } = await calendarOf(urlSubdomain);
      const appointments = items.filter((item) => item.kind === 'appointment');
      expect(new Set(appointments.map((item) => item.serviceProviderId)).size).toBeGreaterThanOrEqual(2);
      expect(appointments.length).toBeGreaterThan(20);
      // The eight who book (demo-customers.ts adds more who do not).
      expect(new Set(appointments.map((item) => item.customerId)).size).toBe(8);
      expect(people.length).toBeGreaterThanOrEqual(8);
      for (const item of appointments) {
        const start = wallClock(item.startAt, merchant.timeZone);
        expect(start.minutes).toBeGreaterThanOrEqual(9 * 60);
        // Nothing inside the 12:00–13:00 break of the demo work plans.
        expect(start.time < '12:00' || start.time >= '13:00').toBe(true);
        expect(item.customerId).not.toBeNull();
      }
      const now = Date.now();
      expect(appointments.some((item) => item.startAt.getTime() > now)).toBe(true);
      expect(items.some((item) => item.kind === 'personal_time')).toBe(true);
    },
  );

  it('DEMO.md: a merchant that does not book appointments gets none', async () => {
    const { merchant } = await calendarOf('cedar');
    const rows = await db
      .select({ id: calendarItems.id })
      .from(calendarItems)
      .where(eq(calendarItems.merchantId, merchant.id));
    expect(rows).toEqual([]);
  });
});
