// Calendar dates as whole day numbers (days since 1970-01-01), so stepping days, weeks, months and years
// is integer arithmetic. Ruling 8: bill dates are already the merchant's local dates, so no zone enters.
import { DAY_MS, localDateOfWallMs, localDateWallMs } from '../availability/zoned-time.ts';

/** The day number of a 'yyyy-MM-dd' date; anything else (also '2027-02-30') throws RangeError. */
export const dayNumberOf = (date: string): number => localDateWallMs(date) / DAY_MS;

/** The 'yyyy-MM-dd' date of a day number. */
export const dateOfDayNumber = (day: number): string => localDateOfWallMs(day * DAY_MS);

/** 0 Sunday … 6 Saturday of a day number (1970-01-01 was a Thursday). */
export const weekdayOfDayNumber = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** A month counted from year 0: year × 12 + month − 1, so adding n moves n months. */
export const monthIndexOf = (year: number, month: number): number => year * 12 + month - 1;

/** The year and month (1–12) of a month index. */
export const yearMonthOf = (monthIndex: number): { year: number; month: number } => ({
  year: Math.floor(monthIndex / 12),
  month: (((monthIndex % 12) + 12) % 12) + 1,
});

/** How many days the month has: 28–31, leap Februaries 29. */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The day number of `day` in the month; a day the month lacks (31 in April, 29–31 in a February)
 * falls on the month's last day.
 */
export function clampedDayNumber(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(year, month - 1, Math.min(day, daysInMonth(year, month))));
  // Date.UTC reads years 0–99 as 1900–1999: set the year again.
  date.setUTCFullYear(year);
  return date.getTime() / DAY_MS;
}

/** The year, month (1–12) and day of a day number. */
export function partsOfDayNumber(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
