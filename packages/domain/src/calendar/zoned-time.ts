// Ruling 8: the calendar's view of zoned time, read through the availability module's conversions so
// daylight-saving rules live once.
import {
  addDaysToDate,
  localDateOfWallMs,
  localDateWallMs,
  MINUTE_MS,
  minutesOfDay,
  utcToWallMs,
  zonedDate,
  zonedTimeToUtcMs,
  zoneOffsetMs,
} from '../availability/zoned-time.ts';

export { dayOfWeek } from '../availability/zoned-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock of an instant in a zone: date 'yyyy-MM-dd', time 'HH:mm', minutes since midnight. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string; minutes: number } {
  const wall = utcToWallMs(timeZone, instant.getTime());
  const date = localDateOfWallMs(wall);
  const minutes = Math.floor((wall - localDateWallMs(date)) / MINUTE_MS);
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, minutes };
}

/** Minutes the zone is ahead of UTC at an instant (America/Denver: -420 in winter, -360 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(zoneOffsetMs(timeZone, instant.getTime()) / MINUTE_MS);
}

/** The instant a local date and time ('HH:mm') happen in a zone (DST as the availability module resolves it). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return new Date(zonedTimeToUtcMs(zonedDate(timeZone, date), minutesOfDay(time)));
}

/** 'yyyy-MM-dd' moved by whole days. */
export const addDays = (date: string, days: number): string => addDaysToDate(date, days);

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss'. */
export const minutesOfTime = (time: string): number => minutesOfDay(time);
