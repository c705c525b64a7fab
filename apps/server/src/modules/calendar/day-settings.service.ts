import type { DayBoundaryBody } from '@paybook/contracts';
import { dayHoursProblem, dayOfWeek, todayInTimeZone } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './calendar.repository.ts';
import { loadProvider } from './calendar-access.ts';
import * as daysRepo from './day-settings.repository.ts';

const PAST_DATE = 'The date cannot be before today.';

/** A provider's calendar date that can still change: today or later in the provider's zone. */
async function loadProviderForDate(tx: Database, ctx: UserContext, providerId: number, date: string) {
  const provider = await loadProvider(tx, ctx, providerId);
  if (date < todayInTimeZone(provider.timeZone)) throw badRequest('date', PAST_DATE);
  await repo.lockProviderCalendar(tx, ctx.merchantId, provider.id);
  return provider;
}

/** spec 1 §7 DELETE service_provider/{id}/break/{breakId}/{date}: the weekly break is left out that date. */
export function deleteBreakForDate(
  db: Database,
  ctx: UserContext,
  providerId: number,
  breakId: number,
  date: string,
) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const provider = await loadProviderForDate(tx, ctx, providerId, date);
    const entry = await daysRepo.findBreak(tx, ctx.merchantId, provider.id, breakId);
    if (!entry) throw notFound('The break');
    if (entry.dayOfWeek !== dayOfWeek(date))
      throw badRequest('date', 'The break does not fall on this date.');
    await daysRepo.addBreakException(tx, ctx.merchantId, provider.id, breakId, date);
    return { service_provider_id: provider.id, date };
  });
}

/** spec 1 §4.2, §7 POST service_provider/{id}/day_off/{date}. */
export function markDayOff(db: Database, ctx: UserContext, providerId: number, date: string) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const provider = await loadProviderForDate(tx, ctx, providerId, date);
    await daysRepo.addDayOff(tx, ctx.merchantId, provider.id, date);
    return { service_provider_id: provider.id, date };
  });
}

/**
 * spec 1 §4.2, §7 PUT service_provider/{id}/day_boundary/{date} with the two messages of spec 1 §5. Hours
 * for a date make it a working day, so a day off on that date ends.
 */
export function saveDayBoundary(
  db: Database,
  ctx: UserContext,
  providerId: number,
  date: string,
  body: DayBoundaryBody,
) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const provider = await loadProviderForDate(tx, ctx, providerId, date);
    const problem = dayHoursProblem(date, body.start_time, body.end_time, provider.timeZone);
    if (problem) throw badRequest(problem.property, problem.message);
    await daysRepo.saveDayBoundary(tx, ctx.merchantId, provider.id, date, body.start_time, body.end_time);
    await daysRepo.removeDayOff(tx, ctx.merchantId, provider.id, date);
    return { service_provider_id: provider.id, date, start_time: body.start_time, end_time: body.end_time };
  });
}
