// Dates and times as the calendar shows them (en-US, like the app's texts). Instants are shown in the
// provider's zone (ruling 8); local dates 'yyyy-MM-dd' are read as they are, never through the browser's zone.
import { utcToWallMs } from '@paybook/domain/availability/zoned-time';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, cached);
  }
  return cached;
}

const localDate = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Monday, November 23'. */
export function dayLabel(date: string): string {
  return formatter('day', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    localDate(date),
  );
}

/** 'Nov 22, 2026'. */
export function shortDate(date: string): string {
  return formatter('short', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    localDate(date),
  );
}

/** 'Mon' and '23', for a column header. */
export function dayParts(date: string): { weekday: string; dayOfMonth: string } {
  const value = localDate(date);
  return {
    weekday: formatter('weekday', { timeZone: 'UTC', weekday: 'short' }).format(value),
    dayOfMonth: formatter('dom', { timeZone: 'UTC', day: 'numeric' }).format(value),
  };
}

/** 'Nov 22 – 28, 2026' (or across months and years). */
export function weekRangeLabel(from: string, to: string): string {
  return formatter('range', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    localDate(from),
    localDate(to),
  );
}

/** '9 AM', an hour's label on the week grid's time axis (a wall-clock hour, 0 to 23). */
export function hourLabel(hour: number): string {
  return formatter('hour', { timeZone: 'UTC', hour: 'numeric' }).format(Date.UTC(2000, 0, 1, hour));
}

/** '9:00 AM' in the zone. */
export function clockTime(instant: string, timeZone: string): string {
  return formatter(`time:${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/**
 * Issue 14 point 7: formatRange costs about 0.1–0.2 ms a call, and a busy week draws 350 blocks, most of
 * them at the same times of day as the other days'. So ranges are kept by their wall-clock times (the
 * minutes of the start in its day, and how long after it the end comes on the wall clock) and formatted
 * in UTC from those: one call per distinct time of day, whatever the zone or date.
 */
const ranges = new Map<string, string>();
const MAX_RANGES = 5_000;
const WALL_DAY_MS = 24 * 60 * 60 * 1000;

/** '9:00 – 10:00 AM' in the zone. */
export function timeRange(start: string, end: string, timeZone: string): string {
  const startWall = utcToWallMs(timeZone, Date.parse(start));
  const endWall = utcToWallMs(timeZone, Date.parse(end));
  const startOfDay = Math.floor(startWall / WALL_DAY_MS) * WALL_DAY_MS;
  const from = startWall - startOfDay;
  const to = endWall - startOfDay;
  // A range into another day shows its dates, so it is formatted from its own instants.
  const crossesMidnight = to >= WALL_DAY_MS;
  const key = crossesMidnight ? `${timeZone} ${start} ${end}` : `${from} ${to}`;
  let text = ranges.get(key);
  if (text === undefined) {
    text = crossesMidnight
      ? formatter(`time:${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).formatRange(
          new Date(start),
          new Date(end),
        )
      : formatter('time:UTC', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).formatRange(
          new Date(from),
          new Date(to),
        );
    if (ranges.size >= MAX_RANGES) ranges.clear();
    ranges.set(key, text);
  }
  return text;
}

/** The zone's short name now ('MST'). */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  return (
    formatter(`zone:${timeZone}`, { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * '3:00' (a 12-hour clock without AM or PM) in the zone: a block's start where its place on the grid tells
 * the half of the day (issue 16 point 1). Arithmetic on the wall clock, no Intl call: the busy week draws
 * 350 blocks.
 */
export function startClock(instant: string, timeZone: string): string {
  const wall = utcToWallMs(timeZone, Date.parse(instant));
  const minutes = Math.floor((((wall % WALL_DAY_MS) + WALL_DAY_MS) % WALL_DAY_MS) / 60_000);
  const hour = Math.floor(minutes / 60) % 12 || 12;
  return `${hour}:${String(minutes % 60).padStart(2, '0')}`;
}
