import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { serviceProviders, users, workPlanBreaks, workPlans } from '../db/schema/index.ts';
import type { DemoMerchant, DemoWorkPlan } from './demo-data.ts';

/** DEMO.md: Monday–Friday 09:00–17:00 with a 12:00–13:00 break; Saturday 09:00–12:00 for some. */
function demoWeek(plan: DemoWorkPlan) {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const weekday = day >= 1 && day <= 5;
    const saturday = day === 6 && plan === 'weekdays_and_saturday';
    return {
      dayOfWeek: day,
      enabled: weekday || saturday,
      startTime: '09:00',
      endTime: saturday ? '12:00' : '17:00',
      breaks: weekday ? [{ startTime: '12:00', endTime: '13:00' }] : [],
    };
  });
}

/**
 * Gives every demo user of the merchant their role, and makes those with a work plan service providers
 * (spec 1 §3): provider row, week and breaks. Runs in the seed's transaction, after the users exist and
 * before the demo services (which assign every provider).
 */
export async function seedDemoStaff(tx: Database, merchantId: number, demo: DemoMerchant): Promise<void> {
  for (const demoUser of demo.users) {
    const [user] = await tx
      .update(users)
      .set({ roleId: demoUser.roleId, title: demoUser.workPlan ? 'Service provider' : '' })
      .where(and(eq(users.merchantId, merchantId), eq(users.userName, demoUser.userName)))
      .returning({ id: users.id });
    if (!user) throw new Error(`demo user ${demoUser.userName} was not seeded`);
    if (!demoUser.workPlan) continue;
    const [provider] = await tx
      .insert(serviceProviders)
      .values({ merchantId, userId: user.id })
      .returning({ id: serviceProviders.id });
    if (!provider) throw new Error(`could not make ${demoUser.userName} a provider`);
    const week = demoWeek(demoUser.workPlan);
    await tx
      .insert(workPlans)
      .values(
        week.map(({ breaks: _breaks, ...day }) => ({ merchantId, serviceProviderId: provider.id, ...day })),
      );
    await tx.insert(workPlanBreaks).values(
      week.flatMap((day) =>
        day.breaks.map((item) => ({
          merchantId,
          serviceProviderId: provider.id,
          dayOfWeek: day.dayOfWeek,
          ...item,
        })),
      ),
    );
    await tx
      .update(users)
      .set({ serviceProviderId: provider.id })
      .where(and(eq(users.merchantId, merchantId), eq(users.id, user.id)));
  }
}
