// spec 1 §2.5 working hours shaded, §4.2 day off and day hours; spec 3 §3.3 work plans, breaks, days off.
import { addDays, dayOfWeek, minutesOfTime, zonedInstant } from './zoned-time.ts';

/** One weekday of the work plan, local times 'HH:mm' in the provider's zone. */
export interface PlanDay {
  day_of_week: number;
  enabled: boolean;
  start_time: string;
  end_time: string;
}

export interface PlanBreak {
  id: number;
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/** What changes one date: a day off, its own hours, weekly breaks left out on that date. */
export interface DateOverrides {
  daysOff: ReadonlySet<string>;
  /** date → its hours. */
  boundaries: ReadonlyMap<string, { start_time: string; end_time: string }>;
  /** `${breakId}|${date}` of each break deleted for one date. */
  breakExceptions: ReadonlySet<string>;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface WorkingDay {
  date: string;
  day_of_week: number;
  /** null when the provider does not work that date. */
  hours: TimeRange | null;
  breaks: (TimeRange & { id: number })[];
}

export const breakExceptionKey = (breakId: number, date: string) => `${breakId}|${date}`;

/** A provider's working hours and breaks on one local date, in UTC instants (DST-safe via the zone). */
export function workingDay(
  date: string,
  plan: readonly PlanDay[],
  breaks: readonly PlanBreak[],
  overrides: DateOverrides,
  timeZone: string,
): WorkingDay {
  const weekday = dayOfWeek(date);
  const day = plan.find((candidate) => candidate.day_of_week === weekday);
  const boundary = overrides.boundaries.get(date);
  const isWorking = !overrides.daysOff.has(date) && (boundary !== undefined || day?.enabled === true);
  if (!isWorking || (!boundary && !day)) return { date, day_of_week: weekday, hours: null, breaks: [] };
  const startTime = boundary?.start_time ?? day?.start_time ?? '00:00';
  const endTime = boundary?.end_time ?? day?.end_time ?? '00:00';
  const at = (time: string) =>
    minutesOfTime(time) >= 24 * 60
      ? zonedInstant(addDays(date, 1), '00:00', timeZone)
      : zonedInstant(date, time, timeZone);
  const hours = { start: at(startTime), end: at(endTime) };
  const dayBreaks = breaks
    .filter(
      (entry) =>
        entry.day_of_week === weekday && !overrides.breakExceptions.has(breakExceptionKey(entry.id, date)),
    )
    .map((entry) => ({ id: entry.id, start: at(entry.start_time), end: at(entry.end_time) }))
    // A break cut off by the day's own hours keeps only its part inside them.
    .map((entry) => ({
      id: entry.id,
      start: new Date(Math.max(entry.start.getTime(), hours.start.getTime())),
      end: new Date(Math.min(entry.end.getTime(), hours.end.getTime())),
    }))
    .filter((entry) => entry.start < entry.end)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return { date, day_of_week: weekday, hours, breaks: dayBreaks };
}

export type BookingProblem = 'outside_working_hours' | 'over_break';

export const bookingProblemMessages: Record<BookingProblem, string> = {
  outside_working_hours: "The time is outside the provider's working hours.",
  over_break: "The time overlaps the provider's break.",
};

/**
 * Whether a range fits one working day: inside its hours and clear of its breaks (ARCHITECTURE.md "No
 * double booking": weekly breaks are rules, so the service checks them; the database checks the rest).
 */
export function bookingProblem(range: TimeRange, day: WorkingDay): BookingProblem | null {
  if (!day.hours || range.start < day.hours.start || range.end > day.hours.end)
    return 'outside_working_hours';
  if (day.breaks.some((entry) => range.start < entry.end && entry.start < range.end)) return 'over_break';
  return null;
}
