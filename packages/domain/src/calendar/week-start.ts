// Issue 16 point 9: the merchant's first day of the week (merchants.week_starts_on, 0 Sunday … 6 Saturday;
// spec 1 §2.5, §9 say Sunday, which stays the default). The calendar week, its grid, its date picker and
// the work plan's day order all follow it; the week endpoint computes the same in SQL.
import { dayOfWeek } from '../availability/zoned-time.ts';
import { addDays } from './zoned-time.ts';

/** spec 1 §2.5: Sunday, when the merchant has not chosen another day. */
export const DEFAULT_WEEK_STARTS_ON = 0;

/** The first date ('yyyy-MM-dd') of the week that holds `date`, for weeks starting on `weekStartsOn`. */
export function weekStartOf(date: string, weekStartsOn: number): string {
  return addDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}

/** The seven weekdays (0 Sunday … 6 Saturday) in the order a week starting on `weekStartsOn` shows them. */
export function weekdayOrder(weekStartsOn: number): number[] {
  return Array.from({ length: 7 }, (_, index) => (weekStartsOn + index) % 7);
}
