import type { CalendarWeek } from '@paybook/contracts';
import {
  addDays,
  type DaySchedule,
  daySchedule,
  editWindowStart,
  type ProviderSchedule,
  zonedInstant,
  zoneOffsetMinutes,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { providerSchedule } from '../availability/availability-input.ts';
import * as repo from './calendar.repository.ts';
import { assertProviderAccess } from './calendar-access.ts';
import { presentProviderDays } from './calendar-days-presenter.ts';
import { type CalendarRows, loadWeek } from './calendar-week.repository.ts';
import type { CalendarWeekCache } from './calendar-week-cache.ts';

/**
 * The provider's work plan with its breaks, and the days off, day hours and breaks removed per date
 * between local dates `from` and `to` (inclusive): the engine's ProviderSchedule, in one statement.
 */
export async function loadProviderSchedule(
  tx: Database,
  merchantId: number,
  provider: repo.ProviderRow,
  from: string,
  to: string,
): Promise<ProviderSchedule> {
  return providerSchedule(provider.timeZone, await repo.loadSchedule(tx, merchantId, provider.id, from, to));
}

/**
 * The provider's schedule for local dates from `from` to `to` (inclusive), day by day, from one load of
 * the work plan, breaks, days off, day hours and breaks removed per date (availability/day-schedule.ts).
 */
export async function loadWorkingDays(
  tx: Database,
  merchantId: number,
  provider: repo.ProviderRow,
  from: string,
  to: string,
): Promise<DaySchedule[]> {
  const schedule = await loadProviderSchedule(tx, merchantId, provider, from, to);
  const days: DaySchedule[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(daySchedule(schedule, date));
  return days;
}

/**
 * spec 1 §7 GET service_provider/{id}/calendar_week/{yyyyMMdd}: the merchant's week that holds the date
 * (issue 16 point 9: from its week_starts_on day on or before the date, read in the week's own statement),
 * in the provider's zone, as the route's response schema writes it (`serialize`). Issue 14 point 5: the
 * answer comes from this node's cache when it holds the week of the date for today's first editable date
 * (calendar-week-cache.ts); the viewer's access to the provider is checked on every request, cached or
 * not, so the cache never skips it (a provider that is not the merchant's is never cached: 404).
 */
export async function getCalendarWeekJson(
  db: Database,
  ctx: UserContext,
  providerId: number,
  date: string,
  cache: CalendarWeekCache | null,
  serialize: (week: CalendarWeek) => string,
): Promise<string> {
  const now = new Date();
  const cached = cache?.read(ctx.merchantId, providerId, date, (zone) => editWindowStart(zone, now));
  if (cached) {
    assertProviderAccess(ctx, { id: cached.providerId });
    return cached.json;
  }
  const loadedAt = cache?.generation;
  const rows = assertProviderAccess(
    ctx,
    await withTenantRead(db, ctx.merchantId, (tx) => loadWeek(tx, ctx.merchantId, providerId, date)),
  );
  const weekStart = rows.firstDate;
  const editableFrom = editWindowStart(rows.timeZone, now);
  const json = serialize(presentWeek(rows, weekStart, editableFrom));
  if (cache && loadedAt !== undefined) {
    const week = {
      merchantId: ctx.merchantId,
      providerId: rows.id,
      userId: rows.userId,
      timeZone: rows.timeZone,
      editableFrom,
      offeringIds: rows.offerings.map((offering) => offering.id),
      json,
    };
    cache.store(weekStart, week, loadedAt);
  }
  return json;
}

/** The week's answer from its rows (calendar-days-presenter.ts). */
function presentWeek(provider: CalendarRows, weekStart: string, editableFrom: string): CalendarWeek {
  const presented = presentProviderDays(provider, weekStart, 7, editableFrom);
  return {
    service_provider_id: provider.id,
    time_zone: provider.timeZone,
    time_zone_offset: zoneOffsetMinutes(
      zonedInstant(weekStart, '00:00', provider.timeZone),
      provider.timeZone,
    ),
    earliest_default_start_time: presented.earliestStartTime,
    offering_categories: presented.offeringCategories,
    days: presented.days,
  };
}
