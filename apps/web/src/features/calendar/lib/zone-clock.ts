// Ruling 8: the calendar shows the week in the PROVIDER's zone, not the browser's. FullCalendar reads a named
// zone through a plugin that turns instants into wall-clock arrays and back; these are its two halves, built
// on the domain's zone conversions (one set of daylight-saving rules for server and web).
import { utcToWallMs, wallToUtcMs } from '@paybook/domain/availability/zoned-time';

/** FullCalendar's date array: [year, month 0–11, day, hours, minutes, seconds, milliseconds]. */
export type DateArray = number[];

/** The wall clock of an instant (epoch ms) in a zone, as FullCalendar's date array. */
export function wallArrayOf(utcMs: number, timeZone: string): DateArray {
  const wall = new Date(utcToWallMs(timeZone, utcMs));
  return [
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  ];
}

/** Minutes the zone is ahead of UTC at a wall-clock time (Denver in winter: -420). */
export function offsetMinutesAtWall(array: DateArray, timeZone: string): number {
  const [year = 1970, month = 0, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0] = array;
  const wall = Date.UTC(year, month, day, hours, minutes, seconds, ms);
  return Math.round((wall - wallToUtcMs(timeZone, wall)) / 60_000);
}

/** The instant (ISO) of a wall-clock date ('2026-11-26') and time ('10:30', seconds allowed) in a zone. */
export function instantAtWall(date: string, time: string, timeZone: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(wallToUtcMs(timeZone, Date.UTC(year, month - 1, day, hours, minutes))).toISOString();
}
