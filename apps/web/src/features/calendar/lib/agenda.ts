// Issue 16 point 4: a phone's agenda, the coming appointments of a few days grouped by day, read from the
// calendar weeks that hold those days.
import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { addDays } from '@paybook/domain';

/** How many days the agenda lists, from its first. */
export const AGENDA_DAYS = 7;

export interface AgendaDay {
  date: string;
  items: CalendarItem[];
}

/**
 * The appointments of the days `from` … `from` + days - 1, by day and in time order, from the weeks given
 * (in any order; a day no week holds is left out, a day without appointments kept with none).
 */
export function agendaDays(weeks: readonly CalendarWeek[], from: string, days = AGENDA_DAYS): AgendaDay[] {
  const byDate = new Map<string, CalendarItem[]>();
  for (const week of weeks)
    for (const day of week.days)
      byDate.set(
        day.date,
        day.items.filter((item) => item.calendar_item_type === 'appointment'),
      );
  const result: AgendaDay[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index);
    const items = byDate.get(date);
    if (items) result.push({ date, items: [...items].sort((a, b) => a.start_at.localeCompare(b.start_at)) });
  }
  return result;
}
