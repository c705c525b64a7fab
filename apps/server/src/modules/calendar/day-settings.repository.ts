// Day settings of a provider's calendar (spec 1 §4.2, §7): days off, a day's own hours, breaks per date.
import { and, eq } from 'drizzle-orm';
import { invalidateProviderAvailability } from '../../cache/availability-keys.ts';
import type { Database } from '../../db/client.ts';
import { breakExceptions, dayBoundaries, daysOff, workPlanBreaks } from '../../db/schema/index.ts';

export async function addDayOff(tx: Database, merchantId: number, providerId: number, date: string) {
  await tx.insert(daysOff).values({ merchantId, serviceProviderId: providerId, date }).onConflictDoNothing();
  // Issue 14 point 4: each day setting is an input of the provider's availability.
  await invalidateProviderAvailability(tx, merchantId, providerId);
}

export async function removeDayOff(tx: Database, merchantId: number, providerId: number, date: string) {
  await tx
    .delete(daysOff)
    .where(
      and(
        eq(daysOff.merchantId, merchantId),
        eq(daysOff.serviceProviderId, providerId),
        eq(daysOff.date, date),
      ),
    );
  await invalidateProviderAvailability(tx, merchantId, providerId);
}

export async function saveDayBoundary(
  tx: Database,
  merchantId: number,
  providerId: number,
  date: string,
  startTime: string,
  endTime: string,
) {
  await tx
    .insert(dayBoundaries)
    .values({ merchantId, serviceProviderId: providerId, date, startTime, endTime })
    .onConflictDoUpdate({
      target: [dayBoundaries.merchantId, dayBoundaries.serviceProviderId, dayBoundaries.date],
      set: { startTime, endTime },
    });
  await invalidateProviderAvailability(tx, merchantId, providerId);
}

export async function findBreak(tx: Database, merchantId: number, providerId: number, breakId: number) {
  const [row] = await tx
    .select({ id: workPlanBreaks.id, dayOfWeek: workPlanBreaks.dayOfWeek })
    .from(workPlanBreaks)
    .where(
      and(
        eq(workPlanBreaks.merchantId, merchantId),
        eq(workPlanBreaks.serviceProviderId, providerId),
        eq(workPlanBreaks.id, breakId),
      ),
    );
  return row;
}

export async function addBreakException(
  tx: Database,
  merchantId: number,
  providerId: number,
  breakId: number,
  date: string,
) {
  await tx
    .insert(breakExceptions)
    .values({ merchantId, serviceProviderId: providerId, workPlanBreakId: breakId, date })
    .onConflictDoNothing();
  await invalidateProviderAvailability(tx, merchantId, providerId);
}
