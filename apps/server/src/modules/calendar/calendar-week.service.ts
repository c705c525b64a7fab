import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import {
  addDays,
  type DaySchedule,
  DEFAULT_DAY_START,
  dayOfWeek,
  daySchedule,
  isWithinEditWindow,
  type ProviderSchedule,
  wallClock,
  zonedInstant,
  zoneOffsetMinutes,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { providerSchedule } from '../availability/availability-input.ts';
import * as repo from './calendar.repository.ts';
import { assertProviderAccess } from './calendar-access.ts';
import { presentItem } from './calendar-presenters.ts';

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
 * spec 1 §7 GET service_provider/{id}/calendar_week/{yyyyMMdd}: the week from the Sunday on or before the
 * date, in the provider's zone. One statement reads the provider, its schedule and its items, however
 * full the week is.
 */
export async function getCalendarWeek(
  db: Database,
  ctx: UserContext,
  providerId: number,
  date: string,
): Promise<CalendarWeek> {
  const weekStart = addDays(date, -dayOfWeek(date));
  const weekEnd = addDays(weekStart, 6);
  const now = new Date();
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const provider = assertProviderAccess(
      ctx,
      await repo.loadWeek(tx, ctx.merchantId, providerId, weekStart, weekEnd),
    );
    const zone = provider.timeZone;
    const from = zonedInstant(weekStart, '00:00', zone);
    const schedule = providerSchedule(zone, provider.schedule);
    const days = Array.from({ length: 7 }, (_, i) => daySchedule(schedule, addDays(weekStart, i)));
    const itemsByDate = new Map<string, CalendarItem[]>();
    for (const row of provider.items) {
      const day = wallClock(row.startAt < from ? from : row.startAt, zone).date;
      const items = itemsByDate.get(day);
      const item = presentItem(row, provider, now);
      if (items) items.push(item);
      else itemsByDate.set(day, [item]);
    }
    const providerName = { id: provider.id, first_name: provider.firstName, last_name: provider.lastName };
    const startTimes = days.flatMap((day) =>
      day.hours ? [wallClock(new Date(day.hours.start_at), zone).time] : [],
    );
    return {
      service_provider_id: provider.id,
      time_zone: zone,
      time_zone_offset: zoneOffsetMinutes(from, zone),
      earliest_default_start_time: startTimes.sort()[0] ?? DEFAULT_DAY_START,
      days: days.map((day) => {
        const breaks: CalendarItem[] = day.breaks.map((entry) => ({
          calendar_item_type: 'break',
          id: entry.break_id ?? 0,
          start_at: entry.start_at,
          end_at: entry.end_at,
          title: 'Break',
          offering: null,
          customer: null,
          provider: providerName,
          time_zone_offset: zoneOffsetMinutes(new Date(entry.start_at), zone),
          can_edit: isWithinEditWindow(new Date(entry.start_at), zone, now),
        }));
        return {
          date: day.date,
          day_of_week: day.day_of_week,
          start_at: day.hours?.start_at ?? null,
          end_at: day.hours?.end_at ?? null,
          is_working_day: day.hours !== null,
          items: [...breaks, ...(itemsByDate.get(day.date) ?? [])].sort((a, b) =>
            a.start_at.localeCompare(b.start_at),
          ),
        };
      }),
    };
  });
}
