import type { WorkPlanDayInput } from '@paybook/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { invalidateProviderAvailability } from '../../cache/availability-keys.ts';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { daysOff, offeringServiceProviders, workPlanBreaks, workPlans } from '../../db/schema/index.ts';

const hhmm = (time: string) => time.slice(0, 5);

const ofProvider = (table: typeof workPlans | typeof workPlanBreaks | typeof daysOff) =>
  and(
    eq(table.merchantId, sql.placeholder('merchantId')),
    eq(table.serviceProviderId, sql.placeholder('providerId')),
  );

// Prepared once per connection (db/prepared.ts): the staff member's page reads all four on every open.
const planDays = preparedQuery((db) =>
  db
    .select()
    .from(workPlans)
    .where(ofProvider(workPlans))
    .orderBy(asc(workPlans.dayOfWeek))
    .prepare('provider_work_plan_days'),
);
const planBreaks = preparedQuery((db) =>
  db
    .select()
    .from(workPlanBreaks)
    .where(ofProvider(workPlanBreaks))
    .orderBy(asc(workPlanBreaks.startTime))
    .prepare('provider_work_plan_breaks'),
);
const providerDaysOff = preparedQuery((db) =>
  db
    .select()
    .from(daysOff)
    .where(ofProvider(daysOff))
    .orderBy(asc(daysOff.date))
    .prepare('provider_days_off'),
);
const providerOfferings = preparedQuery((db) =>
  db
    .select({ id: offeringServiceProviders.offeringId })
    .from(offeringServiceProviders)
    .where(
      and(
        eq(offeringServiceProviders.merchantId, sql.placeholder('merchantId')),
        eq(offeringServiceProviders.serviceProviderId, sql.placeholder('providerId')),
      ),
    )
    .orderBy(asc(offeringServiceProviders.offeringId))
    .prepare('provider_offering_ids'),
);

/** The provider's week, days off and services. */
export async function loadSchedule(tx: Database, merchantId: number, providerId: number) {
  const values = { merchantId, providerId };
  // One after the other: a transaction is one connection, which runs one query at a time (pg 9 refuses a
  // second one sent while the first runs).
  const days = await planDays(tx).execute(values);
  const breaks = await planBreaks(tx).execute(values);
  const offs = await providerDaysOff(tx).execute(values);
  const offeringRows = await providerOfferings(tx).execute(values);
  return {
    workPlans: days.map((day) => ({
      day_of_week: day.dayOfWeek,
      start_at: hhmm(day.startTime),
      end_at: hhmm(day.endTime),
      enabled: day.enabled,
      breaks: breaks
        .filter((item) => item.dayOfWeek === day.dayOfWeek)
        .map((item) => ({ start_at: hhmm(item.startTime), end_at: hhmm(item.endTime) })),
    })),
    daysOff: offs.map((off) => ({ id: off.id, date: off.date })),
    offeringIds: offeringRows.map((row) => row.id),
  };
}

/** Replaces the week: seven day rows and their breaks (the input is already cleaned, spec 3 §5). */
export async function replaceWorkPlan(
  tx: Database,
  merchantId: number,
  providerId: number,
  days: readonly WorkPlanDayInput[],
) {
  await tx
    .delete(workPlans)
    .where(and(eq(workPlans.merchantId, merchantId), eq(workPlans.serviceProviderId, providerId)));
  // Issue 14 point 4: the work plan, breaks and days off are inputs of the provider's availability.
  await invalidateProviderAvailability(tx, merchantId, providerId);
  if (days.length === 0) return;
  await tx.insert(workPlans).values(
    days.map((day) => ({
      merchantId,
      serviceProviderId: providerId,
      dayOfWeek: day.day_of_week,
      enabled: day.enabled,
      startTime: day.start_at,
      endTime: day.end_at,
    })),
  );
  const breaks = days.flatMap((day) =>
    day.breaks.map((item) => ({
      merchantId,
      serviceProviderId: providerId,
      dayOfWeek: day.day_of_week,
      startTime: item.start_at,
      endTime: item.end_at,
    })),
  );
  if (breaks.length > 0) await tx.insert(workPlanBreaks).values(breaks);
}

export async function hasEnabledWorkDayStored(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(workPlans)
    .where(
      and(
        eq(workPlans.merchantId, merchantId),
        eq(workPlans.serviceProviderId, providerId),
        eq(workPlans.enabled, true),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function addDaysOff(tx: Database, merchantId: number, providerId: number, dates: string[]) {
  if (dates.length === 0) return;
  await tx
    .insert(daysOff)
    .values(dates.map((date) => ({ merchantId, serviceProviderId: providerId, date })))
    .onConflictDoNothing();
  await invalidateProviderAvailability(tx, merchantId, providerId);
}

export async function deleteDaysOff(tx: Database, merchantId: number, providerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .delete(daysOff)
    .where(
      and(
        eq(daysOff.merchantId, merchantId),
        eq(daysOff.serviceProviderId, providerId),
        inArray(daysOff.id, ids),
      ),
    );
  await invalidateProviderAvailability(tx, merchantId, providerId);
}
