import type { CalendarWeek } from '@paybook/contracts';
import { DEFAULT_DAY_END, wallClock } from '@paybook/domain';

type CalendarDay = CalendarWeek['days'][number];

/**
 * The hours a day's edit dialog starts from (spec 1 §4.2): the day's own, in the provider's zone, or on a
 * day without hours `fallbackStart` to the work plan's default end.
 */
export function dayHoursOf(
  day: CalendarDay,
  timeZone: string,
  fallbackStart: string,
): { startTime: string; endTime: string } {
  if (day.start_at && day.end_at) {
    return {
      startTime: wallClock(new Date(day.start_at), timeZone).time,
      endTime: wallClock(new Date(day.end_at), timeZone).time,
    };
  }
  return { startTime: fallbackStart, endTime: DEFAULT_DAY_END };
}
