import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import {
  addDays,
  type DaySchedule,
  DEFAULT_DAY_START,
  daySchedule,
  editWindowStart,
  localDateOf,
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
import { type ProviderName, presentWeekItem, type WeekCustomer } from './calendar-presenters.ts';
import { loadWeek } from './calendar-week.repository.ts';
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

/** An item's offering: its category id only when it has one (the contract leaves it out otherwise). */
function weekOffering(id: number, name: string, categoryId: number | null): CalendarOffering {
  return categoryId === null ? { id, name } : { id, name, category_id: categoryId };
}

type CalendarOffering = NonNullable<CalendarItem['offering']>;

/** The week's rows as calendar-week.repository.ts reads them, for a provider the merchant has. */
type WeekRows = NonNullable<Awaited<ReturnType<typeof loadWeek>>>;

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
  const { weekStart } = rows;
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

/**
 * The week's answer from its rows: one statement read the provider, its schedule, its items and the
 * offerings and customers they name, however full the week is. Per item only arithmetic and remembered
 * zone offsets remain (issue 14 point 5): the edit window's first date (`editableFrom`) is read once, an
 * item's local date serves both its day and can_edit, and the items of one offering or customer share its
 * object.
 */
function presentWeek(provider: WeekRows, weekStart: string, editableFrom: string): CalendarWeek {
  const zone = provider.timeZone;
  const from = zonedInstant(weekStart, '00:00', zone);
  const schedule = providerSchedule(zone, provider.schedule);
  const days = Array.from({ length: 7 }, (_, i) => daySchedule(schedule, addDays(weekStart, i)));
  const providerName: ProviderName = {
    first_name: provider.firstName,
    last_name: provider.lastName,
    id: provider.id,
  };
  // Issue 16 point 1: an offering's category colours its blocks; the names come once, for the legend.
  const offerings = new Map<number, CalendarOffering>(
    provider.offerings.map(({ id, name, categoryId }) => [id, weekOffering(id, name, categoryId)]),
  );
  const categoryNames = new Map<number, string>();
  for (const { categoryId, categoryName } of provider.offerings)
    if (categoryId !== null && categoryName !== null) categoryNames.set(categoryId, categoryName);
  const offeringCategories = [...categoryNames]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const customers = new Map<number, WeekCustomer>(
    provider.customers.map(({ id, firstName, lastName }) => [
      id,
      { first_name: firstName, last_name: lastName, id },
    ]),
  );
  const itemsByDate = new Map<string, CalendarItem[]>();
  for (const row of provider.items) {
    const start = new Date(row.startMs);
    const startDate = localDateOf(zone, start);
    // An item from before the week (overnight into Sunday) shows on the week's first day.
    const day = start < from ? weekStart : startDate;
    const offering = row.offeringId === null ? null : (offerings.get(row.offeringId) ?? null);
    const customer = row.customerId === null ? null : (customers.get(row.customerId) ?? null);
    const item = presentWeekItem(row, providerName, offering, customer, zone, start, startDate, editableFrom);
    const items = itemsByDate.get(day);
    if (items) items.push(item);
    else itemsByDate.set(day, [item]);
  }
  const startTimes = days.flatMap((day) =>
    day.hours ? [wallClock(new Date(day.hours.start_at), zone).time] : [],
  );
  return {
    service_provider_id: provider.id,
    time_zone: zone,
    time_zone_offset: zoneOffsetMinutes(from, zone),
    earliest_default_start_time: startTimes.sort()[0] ?? DEFAULT_DAY_START,
    offering_categories: offeringCategories,
    days: days.map((day) => {
      const breaks: CalendarItem[] = day.breaks.map((entry) => {
        const start = new Date(entry.start_at);
        return {
          calendar_item_type: 'break',
          id: entry.break_id ?? 0,
          start_at: entry.start_at,
          end_at: entry.end_at,
          title: 'Break',
          offering: null,
          customer: null,
          provider: providerName,
          time_zone_offset: zoneOffsetMinutes(start, zone),
          can_edit: localDateOf(zone, start) >= editableFrom,
        };
      });
      const booked = itemsByDate.get(day.date) ?? [];
      return {
        date: day.date,
        day_of_week: day.day_of_week,
        start_at: day.hours?.start_at ?? null,
        end_at: day.hours?.end_at ?? null,
        is_working_day: day.hours !== null,
        // Both lists are in time order already: sort only when a day has breaks to place.
        items:
          breaks.length === 0
            ? booked
            : [...breaks, ...booked].sort((a, b) => a.start_at.localeCompare(b.start_at)),
      };
    }),
  };
}
