// spec 1 §3 (calendar week: per day date, day_of_week, start_at, end_at), §4.2 (day off, a day's own start
// and end), §7 (a break removed for one date); spec 3 §3.3 work_plans and days_off; ruling 8.
import type { WorkPlanBreak, WorkPlanDay } from '../staff/work-plan.ts';
import { dayOfWeek, minutesOfDay, type ZonedDate, zonedDate, zonedTimeToUtcMs } from './zoned-time.ts';

/** A weekly break; `id` (the work_plan_breaks row) lets a break exception name it. */
export interface AvailabilityBreak extends WorkPlanBreak {
  id?: number;
}

/** A weekday of the work plan (staff/work-plan.ts), whose breaks may carry their ids. */
export interface AvailabilityWorkDay extends Omit<WorkPlanDay, 'breaks'> {
  breaks: readonly AvailabilityBreak[];
}

/** One local date's own hours, replacing its weekday's start and end (spec 1 §4.2 edit hours). */
export interface DayBoundary {
  /** Local date 'yyyy-MM-dd' in the provider's zone. */
  date: string;
  /** Local times 'HH:mm'. */
  start_at: string;
  end_at: string;
}

/** A weekly break left out on one local date (spec 1 §7 DELETE service_provider/{id}/break/{id}/date). */
export interface BreakException {
  date: string;
  break_id: number;
}

/**
 * What the provider's schedule says, before any booking: enough to draw the calendar's working hours and
 * breaks. Every date and time is local to `time_zone`.
 */
export interface ProviderSchedule {
  /** The provider's IANA zone ('America/Denver'); ruling 8. */
  time_zone: string;
  /** The weekly plan, one entry per weekday at most; a missing weekday is not worked. */
  work_plan: readonly AvailabilityWorkDay[];
  /** Local dates 'yyyy-MM-dd' not worked at all; a day off wins over a day boundary. */
  days_off: readonly string[];
  /**
   * Dates with their own start and end. A boundary makes its date a working day even when its weekday is
   * disabled; the weekday's breaks still apply, cut to the new hours.
   */
  day_boundaries: readonly DayBoundary[];
  break_exceptions: readonly BreakException[];
}

/** An interval of time in UTC, as ISO strings ('2026-03-09T16:00:00.000Z'); the end is excluded. */
export interface UtcInterval {
  start_at: string;
  end_at: string;
}

export interface BreakInterval extends UtcInterval {
  /** The weekly break's id, when the plan gave one (the calendar deletes a break for a date by it). */
  break_id: number | null;
}

/** One local date of the provider's schedule. */
export interface DaySchedule {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
  is_day_off: boolean;
  /** The working hours after a day boundary; null when the date is not worked (disabled weekday, day off). */
  hours: UtcInterval | null;
  /** Breaks in effect on the date (not removed), cut to the hours, in time order. */
  breaks: BreakInterval[];
  /** The hours minus the breaks: when appointments can take place. */
  working_intervals: UtcInterval[];
}

/** Milliseconds since the epoch: what the engine computes with. */
export interface MsInterval {
  start: number;
  end: number;
}

interface MsBreak extends MsInterval {
  breakId: number | null;
}

/** A local date of the schedule in milliseconds, for the slot search. */
export interface ScheduledDay {
  zoned: ZonedDate;
  isDayOff: boolean;
  hours: MsInterval | null;
  breaks: MsBreak[];
  intervals: MsInterval[];
}

/**
 * The schedule's lookups by date, built once per input so a month of dates does not search the lists
 * again for every date.
 */
export interface ScheduleIndex {
  schedule: ProviderSchedule;
  daysOff: ReadonlySet<string>;
  boundaries: ReadonlyMap<string, DayBoundary>;
  removedBreaks: ReadonlySet<string>;
  weekdays: ReadonlyMap<number, AvailabilityWorkDay>;
}

export function indexSchedule(schedule: ProviderSchedule): ScheduleIndex {
  return {
    schedule,
    daysOff: new Set(schedule.days_off),
    boundaries: new Map(schedule.day_boundaries.map((boundary) => [boundary.date, boundary])),
    removedBreaks: new Set(schedule.break_exceptions.map((item) => exceptionKey(item.date, item.break_id))),
    weekdays: new Map(schedule.work_plan.map((day) => [day.day_of_week, day])),
  };
}

function exceptionKey(date: string, breakId: number): string {
  return `${date}#${breakId}`;
}

/** The local date's hours, breaks and working intervals in epoch milliseconds. */
export function scheduleDay(index: ScheduleIndex, date: string): ScheduledDay {
  const zoned = zonedDate(index.schedule.time_zone, date);
  const isDayOff = index.daysOff.has(date);
  const weekday = index.weekdays.get(dayOfWeek(date));
  const boundary = index.boundaries.get(date);
  const notWorked: ScheduledDay = { zoned, isDayOff, hours: null, breaks: [], intervals: [] };
  const source = boundary ?? (weekday?.enabled ? weekday : undefined);
  if (isDayOff || !source) return notWorked;

  const startMinutes = minutesOfDay(source.start_at);
  const endMinutes = minutesOfDay(source.end_at);
  if (endMinutes <= startMinutes) return notWorked;
  const hours = {
    start: zonedTimeToUtcMs(zoned, startMinutes),
    end: zonedTimeToUtcMs(zoned, endMinutes),
  };

  const breaks: MsBreak[] = [];
  for (const item of weekday?.breaks ?? []) {
    if (item.start_at === '' || item.end_at === '') continue;
    if (item.id !== undefined && index.removedBreaks.has(exceptionKey(date, item.id))) continue;
    const start = Math.max(hours.start, zonedTimeToUtcMs(zoned, minutesOfDay(item.start_at)));
    const end = Math.min(hours.end, zonedTimeToUtcMs(zoned, minutesOfDay(item.end_at)));
    if (end > start) breaks.push({ start, end, breakId: item.id ?? null });
  }
  breaks.sort((a, b) => a.start - b.start);

  return { zoned, isDayOff, hours, breaks, intervals: subtract(hours, breaks) };
}

/** An interval minus sorted intervals (which may overlap one another). */
export function subtract(whole: MsInterval, holes: readonly MsInterval[]): MsInterval[] {
  const pieces: MsInterval[] = [];
  let cursor = whole.start;
  for (const hole of holes) {
    if (hole.end <= cursor) continue;
    if (hole.start >= whole.end) break;
    if (hole.start > cursor) pieces.push({ start: cursor, end: hole.start });
    cursor = Math.max(cursor, hole.end);
  }
  if (cursor < whole.end) pieces.push({ start: cursor, end: whole.end });
  return pieces;
}

export function toUtcInterval(interval: MsInterval): UtcInterval {
  return {
    start_at: new Date(interval.start).toISOString(),
    end_at: new Date(interval.end).toISOString(),
  };
}

/**
 * spec 1 §2.5, §4.2: one local date of the provider's schedule in UTC: its hours after a day boundary, its
 * breaks after the dates' exceptions, and the working intervals between them. A day off or a disabled
 * weekday without a boundary has no hours. Throws RangeError for a malformed date or time, or an unknown
 * zone.
 */
export function daySchedule(schedule: ProviderSchedule, date: string): DaySchedule {
  const day = scheduleDay(indexSchedule(schedule), date);
  return {
    date,
    day_of_week: dayOfWeek(date),
    is_day_off: day.isDayOff,
    hours: day.hours && toUtcInterval(day.hours),
    breaks: day.breaks.map((item) => ({ ...toUtcInterval(item), break_id: item.breakId })),
    working_intervals: day.intervals.map(toUtcInterval),
  };
}

/** The working intervals of a local date in UTC (hours after a day boundary, minus breaks); [] if not worked. */
export function workingIntervals(schedule: ProviderSchedule, date: string): UtcInterval[] {
  return daySchedule(schedule, date).working_intervals;
}

/** The breaks in effect on a local date in UTC (a break removed for that date is left out). */
export function breakIntervals(schedule: ProviderSchedule, date: string): BreakInterval[] {
  return daySchedule(schedule, date).breaks;
}
