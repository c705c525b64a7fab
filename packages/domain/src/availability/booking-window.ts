// spec 1 §3 Schedule settings (lead_time, advanced_booking_time), §5 and §9 maxima, rulings 8 and 10.
import type { ScheduleAmount } from '@paybook/contracts';
import { DAY_MS, localDateOfWallMs, MINUTE_MS, utcToWallMs, wallToUtcMs } from './zoned-time.ts';

/**
 * When a slot may start, relative to `now`:
 * - no slot starts before `earliestStart` (now plus the lead time, and never in the past);
 * - no slot starts after `latestStart` (Minutes and Hours of advance booking: an instant), and no slot is
 *   on a date after `lastDate` (Days and Months: the whole last date is bookable).
 */
export interface BookingWindow {
  earliestStart: number;
  latestStart: number;
  /** Local date 'yyyy-MM-dd', or null when advance booking sets no limit. */
  lastDate: string | null;
}

/**
 * `now` moved forward by an amount. Minutes and hours are elapsed time; days and months are calendar
 * steps in the provider's zone (the same wall time on a later date, across a clock change). A month
 * later than 31 January is the last day of February, as date libraries do.
 */
export function addScheduleAmount(timeZone: string, nowMs: number, amount: ScheduleAmount): number {
  switch (amount.unit) {
    case 'Minutes':
      return nowMs + amount.value * MINUTE_MS;
    case 'Hours':
      return nowMs + amount.value * 60 * MINUTE_MS;
    case 'Days':
      return wallToUtcMs(timeZone, utcToWallMs(timeZone, nowMs) + amount.value * DAY_MS);
    case 'Months':
      return wallToUtcMs(timeZone, addMonthsToWallMs(utcToWallMs(timeZone, nowMs), amount.value));
  }
}

function addMonthsToWallMs(wallMs: number, months: number): number {
  const wall = new Date(wallMs);
  const monthIndex = wall.getUTCFullYear() * 12 + wall.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = wallMs - Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return Date.UTC(year, month, Math.min(wall.getUTCDate(), lastDay)) + timeOfDay;
}

/**
 * spec 1 §3: the window of slot starts. A null setting sets no limit (the caller decides when the rules
 * do not apply); a lead time of 0 still refuses the past. An advance booking of 0 Minutes or Hours leaves
 * nothing after now; 0 Days or 0 Months leaves the rest of today.
 */
export function bookingWindow(
  timeZone: string,
  nowMs: number,
  leadTime: ScheduleAmount | null,
  advanceBooking: ScheduleAmount | null,
): BookingWindow {
  const earliestStart = leadTime ? Math.max(nowMs, addScheduleAmount(timeZone, nowMs, leadTime)) : nowMs;
  if (!advanceBooking) return { earliestStart, latestStart: Number.POSITIVE_INFINITY, lastDate: null };
  const limit = addScheduleAmount(timeZone, nowMs, advanceBooking);
  const lastDate = localDateOfWallMs(utcToWallMs(timeZone, limit));
  const isCalendarUnit = advanceBooking.unit === 'Days' || advanceBooking.unit === 'Months';
  return { earliestStart, latestStart: isCalendarUnit ? Number.POSITIVE_INFINITY : limit, lastDate };
}
