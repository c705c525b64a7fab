import { findBuiltInRole, rightsForStaff } from '@paybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { merchants, serviceProviders, users, workPlanBreaks, workPlans } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp({}, { demo: true })).handle.db;
}, 120_000);

async function staffOf(urlSubdomain: string) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.urlSubdomain, urlSubdomain));
  return db
    .select({ user: users, providerId: serviceProviders.id })
    .from(users)
    .leftJoin(
      serviceProviders,
      and(eq(serviceProviders.merchantId, users.merchantId), eq(serviceProviders.userId, users.id)),
    )
    .where(eq(users.merchantId, merchant!.id))
    .orderBy(asc(users.id));
}

describe('demo staff (DEMO.md)', () => {
  it('every demo user has a role and the rights of that role', async () => {
    for (const subdomain of ['juniper', 'northwind', 'cedar', 'bluebird', 'harbor']) {
      for (const { user, providerId } of await staffOf(subdomain)) {
        const role = findBuiltInRole(user.roleId);
        expect(role, user.userName).toBeDefined();
        expect([...user.accessRights].sort(), user.userName).toEqual(
          rightsForStaff(role!, providerId !== null),
        );
      }
    }
  });

  it('Juniper: Jenna, Leo and Maya are providers; Northwind: the owner and the coach; Bluebird: the owner and Rosa', async () => {
    const providers = async (subdomain: string) =>
      (await staffOf(subdomain)).filter((row) => row.providerId !== null).map((row) => row.user.userName);
    expect(await providers('juniper')).toEqual([
      'owner@juniper.test',
      'leo@juniper.test',
      'maya@juniper.test',
    ]);
    expect(await providers('northwind')).toEqual(['owner@northwind.test', 'coach@northwind.test']);
    expect(await providers('bluebird')).toEqual(['owner@bluebird.test', 'rosa@bluebird.test']);
    const leo = (await staffOf('juniper')).find((row) => row.user.userName === 'leo@juniper.test')!;
    expect(leo.user.serviceProviderId).toBe(leo.providerId);
    expect(leo.user.accessRights).toContain('manage_appointments');
    const maya = (await staffOf('juniper')).find((row) => row.user.userName === 'maya@juniper.test')!;
    expect(maya.user.accessRights).toEqual(['neon_service_provider']);
  });

  it('work plans: Monday–Friday 09:00–17:00 with a 12:00–13:00 break, Leo also Saturday 09:00–12:00', async () => {
    const leo = (await staffOf('juniper')).find((row) => row.user.userName === 'leo@juniper.test')!;
    const days = await db
      .select()
      .from(workPlans)
      .where(eq(workPlans.serviceProviderId, leo.providerId!))
      .orderBy(asc(workPlans.dayOfWeek));
    expect(days.filter((day) => day.enabled).map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(days[1]).toMatchObject({ startTime: '09:00:00', endTime: '17:00:00' });
    expect(days[6]).toMatchObject({ startTime: '09:00:00', endTime: '12:00:00' });
    const breaks = await db
      .select()
      .from(workPlanBreaks)
      .where(eq(workPlanBreaks.serviceProviderId, leo.providerId!));
    expect(breaks).toHaveLength(5);
    expect(breaks.every((item) => item.startTime === '12:00:00' && item.endTime === '13:00:00')).toBe(true);
  });
});
