import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import {
  addDays,
  DEFAULT_DAY_START,
  daySchedule,
  localDateOf,
  wallClock,
  zonedInstant,
  zoneOffsetMinutes,
} from '@paybook/domain';
import { providerSchedule } from '../availability/availability-input.ts';
import { type ProviderName, presentWeekItem, type WeekCustomer } from './calendar-presenters.ts';
import type { CalendarRows } from './calendar-week.repository.ts';

type CalendarOffering = NonNullable<CalendarItem['offering']>;
type CalendarDay = CalendarWeek['days'][number];
type CalendarCategory = CalendarWeek['offering_categories'][number];

/** A provider's days as the week (spec 1 §3 Calendar week) and the providers' day write them. */
export interface PresentedDays {
  days: CalendarDay[];
  /** The categories the days' appointments name, each once, by name (issue 16 point 1: the legend). */
  offeringCategories: CalendarCategory[];
  /** The earliest start of the working days ('HH:mm'), or the default start without one. */
  earliestStartTime: string;
}

/** An item's offering: its category id only when it has one (the contract leaves it out otherwise). */
function calendarOffering(id: number, name: string, categoryId: number | null): CalendarOffering {
  return categoryId === null ? { id, name } : { id, name, category_id: categoryId };
}

/** Categories by name (then id), each once. */
export function sortCategories(categories: readonly CalendarCategory[]): CalendarCategory[] {
  return [...new Map(categories.map((category) => [category.id, category])).values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  );
}

/**
 * A provider's `dayCount` local dates from `firstDate`, from the rows one statement read (its schedule, its
 * items and the offerings and customers they name), however full the days are. Per item only arithmetic
 * and remembered zone offsets remain (issue 14 point 5): the edit window's first date (`editableFrom`) is
 * read once, an item's local date serves both its day and can_edit, and the items of one offering or
 * customer share its object. An item from before the first date (overnight into it) shows on that date.
 */
export function presentProviderDays(
  provider: CalendarRows,
  firstDate: string,
  dayCount: number,
  editableFrom: string,
): PresentedDays {
  const zone = provider.timeZone;
  const from = zonedInstant(firstDate, '00:00', zone);
  const schedule = providerSchedule(zone, provider.schedule);
  const days = Array.from({ length: dayCount }, (_, i) => daySchedule(schedule, addDays(firstDate, i)));
  const providerName: ProviderName = {
    first_name: provider.firstName,
    last_name: provider.lastName,
    id: provider.id,
  };
  const offerings = new Map<number, CalendarOffering>(
    provider.offerings.map(({ id, name, categoryId }) => [id, calendarOffering(id, name, categoryId)]),
  );
  const offeringCategories = sortCategories(
    provider.offerings.flatMap(({ categoryId, categoryName }) =>
      categoryId !== null && categoryName !== null ? [{ id: categoryId, name: categoryName }] : [],
    ),
  );
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
    const day = start < from ? firstDate : startDate;
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
    earliestStartTime: startTimes.sort()[0] ?? DEFAULT_DAY_START,
    offeringCategories,
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
