// Ruling 8: calendar days and wall-clock times are the provider's, in an IANA zone, across daylight saving.
// All zone knowledge comes from the runtime's Intl (its ICU time-zone data); nothing here depends on the
// process's own zone (process.env.TZ): only UTC methods of Date are used.

/** A UTC instant: a Date, or an ISO 8601 string with its offset ('2026-03-09T16:00:00.000Z'). */
export type Instant = Date | string;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

// A string without an offset would be read in the process's zone: refuse it.
const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Milliseconds since the epoch of an instant. A string that is not a date-time with an offset ('Z' or
 * '+02:00') throws RangeError.
 */
export function instantMs(instant: Instant): number {
  if (typeof instant === 'string' && !WITH_OFFSET.test(instant)) {
    throw new RangeError(`Not an instant with an offset: ${instant}`);
  }
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar or a month of availability turns the same few hundred dates into text and back thousands of
// times: both directions are remembered, within a bound a long-running server never outgrows.
const MAX_REMEMBERED_DATES = 20_000;
const wallMsByDate = new Map<string, number>();
const dateByDay = new Map<number, string>();

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= MAX_REMEMBERED_DATES) map.clear();
  map.set(key, value);
  return value;
}

/**
 * A local date 'yyyy-MM-dd' as "wall milliseconds": midnight of that date read as if it were UTC. Wall
 * milliseconds make date and time-of-day arithmetic plain numbers; the zone only enters when converting.
 */
export function localDateWallMs(date: string): number {
  const known = wallMsByDate.get(date);
  if (known !== undefined) return known;
  const match = LOCAL_DATE.exec(date);
  if (match) {
    const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (localDateOfWallMs(wall) === date) return remember(wallMsByDate, date, wall);
  }
  throw new RangeError(`Not a date 'yyyy-MM-dd': ${date}`);
}

/** The 'yyyy-MM-dd' date of wall milliseconds. */
export function localDateOfWallMs(wallMs: number): string {
  const day = Math.floor(wallMs / DAY_MS);
  return dateByDay.get(day) ?? remember(dateByDay, day, new Date(day * DAY_MS).toISOString().slice(0, 10));
}

/** 0 Sunday … 6 Saturday, as the work plan numbers days (spec 3 §3.3). */
export function dayOfWeek(date: string): number {
  return new Date(localDateWallMs(date)).getUTCDay();
}

/** The local date `days` days after `date` (negative goes back). */
export function addDaysToDate(date: string, days: number): string {
  return localDateOfWallMs(localDateWallMs(date) + days * DAY_MS);
}

const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Minutes after midnight of a local time 'HH:mm' (PostgreSQL's 'HH:mm:ss' is read too; seconds are
 * dropped). '24:00' is the end of the day.
 */
export function minutesOfDay(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours * 60 + minutes > 24 * 60) {
    throw new RangeError(`Not a time of day 'HH:mm': ${time}`);
  }
  return hours * 60 + minutes;
}

// Building a formatter costs far more than using one: one per zone, kept.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    // 'longOffset' names the offset itself ('GMT-06:00'; 'GMT' for zero), read faster than date parts.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const LONG_OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The zone's offset at an instant, read from Intl (the slow path: one formatting each time). */
function readZoneOffsetMs(timeZone: string, utcMs: number): number {
  const text = offsetFormatter(timeZone).format(utcMs);
  const match = LONG_OFFSET.exec(text);
  if (!match) throw new RangeError(`Unreadable offset '${text}' for ${timeZone}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return (match[1] === '-' ? -seconds : seconds) * 1000;
}

const HOUR_MS = 3_600_000;
/** Per zone, the offset of each UTC hour known to hold one offset throughout. */
const hourOffsets = new Map<string, Map<number, number>>();
/** A zone's remembered hours are forgotten past this many (about 11 years of hours). */
const MAX_HOURS_PER_ZONE = 100_000;

/**
 * The zone's offset from UTC at an instant, in milliseconds (Denver in winter: -7 h). An unknown zone
 * throws RangeError (from Intl).
 *
 * Reading an offset from Intl costs microseconds, and a week of slots or calendar items asks for
 * thousands, mostly within a few hours. So an offset is remembered per UTC hour, once the offsets at the
 * hour's first and last millisecond agree: then the whole hour has that offset, because no zone changes
 * its offset twice within an hour. An hour with a change is read at the instant every time.
 */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  let hours = hourOffsets.get(timeZone);
  const known = hours?.get(hour);
  if (known !== undefined) return known;
  const start = hour * HOUR_MS;
  const atStart = readZoneOffsetMs(timeZone, start);
  if (readZoneOffsetMs(timeZone, start + HOUR_MS - 1) !== atStart) return readZoneOffsetMs(timeZone, utcMs);
  if (!hours || hours.size >= MAX_HOURS_PER_ZONE) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  hours.set(hour, atStart);
  return atStart;
}

/** Local wall milliseconds of an instant in a zone. */
export function utcToWallMs(timeZone: string, utcMs: number): number {
  return utcMs + zoneOffsetMs(timeZone, utcMs);
}

/** The provider's local date 'yyyy-MM-dd' of an instant. */
export function localDateOf(timeZone: string, instant: Instant): string {
  return localDateOfWallMs(utcToWallMs(timeZone, instantMs(instant)));
}

/**
 * The instant of a local wall time in a zone. Daylight-saving clock changes are resolved as JavaScript's
 * Temporal does by default ('compatible'): a time the clock skips (02:30 on a spring-forward night) is
 * moved forward by the gap (03:30 daylight time); a time the clock shows twice (01:30 on a fall-back
 * night) is the earlier of the two (daylight time).
 */
export function wallToUtcMs(timeZone: string, wallMs: number): number {
  // The offsets a day either side bracket any one clock change around this wall time.
  const before = zoneOffsetMs(timeZone, wallMs - DAY_MS);
  const after = zoneOffsetMs(timeZone, wallMs + DAY_MS);
  const withBefore = wallMs - before;
  if (before === after) return withBefore;
  const withAfter = wallMs - after;
  const beforeHolds = zoneOffsetMs(timeZone, withBefore) === before;
  const afterHolds = zoneOffsetMs(timeZone, withAfter) === after;
  if (beforeHolds && afterHolds) return Math.min(withBefore, withAfter);
  if (afterHolds) return withAfter;
  // A skipped time (or the earlier offset alone holds): the earlier offset moves it past the gap.
  return withBefore;
}

/**
 * How a local date maps to instants. On the days without a clock change (all but one or two a year)
 * one offset serves the whole date, so converting is arithmetic; on a change day every conversion
 * asks the zone.
 */
export interface ZonedDate {
  date: string;
  timeZone: string;
  /** Wall milliseconds of the date's midnight. */
  wallStart: number;
  /** The single offset of the whole date, or null on a clock-change day. */
  offsetMs: number | null;
}

export function zonedDate(timeZone: string, date: string): ZonedDate {
  const wallStart = localDateWallMs(date);
  // The offset at midday holds for the whole date when it also holds at its first and last second.
  const midday = zoneOffsetMs(timeZone, wallStart + DAY_MS / 2);
  const holds =
    zoneOffsetMs(timeZone, wallStart - midday) === midday &&
    zoneOffsetMs(timeZone, wallStart + DAY_MS - midday - 1000) === midday;
  return { date, timeZone, wallStart, offsetMs: holds ? midday : null };
}

/** The instant of a time of day (minutes after local midnight; 1440 is the next midnight) on a date. */
export function zonedTimeToUtcMs(day: ZonedDate, minutes: number): number {
  const wall = day.wallStart + minutes * MINUTE_MS;
  return day.offsetMs === null ? wallToUtcMs(day.timeZone, wall) : wall - day.offsetMs;
}

/** Local wall milliseconds of an instant on (or near) a date. */
export function zonedWallMs(day: ZonedDate, utcMs: number): number {
  return day.offsetMs === null ? utcToWallMs(day.timeZone, utcMs) : utcMs + day.offsetMs;
}

const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant ('MDT', 'MST'; 'GMT+1' where the runtime knows no abbreviation). */
export function zoneAbbreviation(timeZone: string, utcMs: number): string {
  let formatter = abbreviationFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    abbreviationFormatters.set(timeZone, formatter);
  }
  return formatter.formatToParts(utcMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A wall time as the slot list shows it: '9:00 AM', '12:30 PM' (en-US, as the app's texts). */
export function clockLabel(wallMs: number): string {
  const minutesOfTheDay = Math.floor((((wallMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const hours = Math.floor(minutesOfTheDay / 60);
  const minutes = minutesOfTheDay % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes.toString().padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The instants from the first local date's midnight to the midnight after the last date: what a query for
 * a range of the provider's dates reads (busy items overlapping it).
 */
export function utcRangeOfLocalDates(
  timeZone: string,
  fromDate: string,
  toDate: string,
): { start_at: string; end_at: string } {
  return {
    start_at: new Date(zonedTimeToUtcMs(zonedDate(timeZone, fromDate), 0)).toISOString(),
    end_at: new Date(zonedTimeToUtcMs(zonedDate(timeZone, addDaysToDate(toDate, 1)), 0)).toISOString(),
  };
}
