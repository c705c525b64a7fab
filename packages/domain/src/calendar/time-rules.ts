// spec 1 §5 validation rules for personal time and the edit-hours dialog; §9 default lengths.
import { todayInTimeZone } from '../access/trial.ts';
import { minutesOfTime, wallClock } from './zoned-time.ts';

export const DEFAULT_PERSONAL_TIME_TITLE = 'Personal Time';
/** spec 1 §9: a new personal time lasts 15 minutes; a default appointment slot one hour. */
export const DEFAULT_PERSONAL_TIME_MINUTES = 15;
export const DEFAULT_APPOINTMENT_SLOT_MINUTES = 60;

export const timeRuleMessages = {
  endTimeLaterThanStart: 'The end time must be later than the start time.',
  startBeforeToday: 'The start date cannot be before today.',
  dayEndBeforeStart: 'You cannot set an end time earlier than the start time',
  dayEndBeforeNow: 'You cannot set an end time earlier than the current time',
} as const;

/** spec 1 §5: an empty title reverts to the default personal-time title. */
export function personalTimeTitle(title: string | undefined): string {
  const trimmed = (title ?? '').trim();
  return trimmed === '' ? DEFAULT_PERSONAL_TIME_TITLE : trimmed;
}

export interface TimeProblem {
  property: 'start_at' | 'end_at' | 'start_time' | 'end_time';
  message: string;
}

/** spec 1 §5 personal time: the end is later than the start; the start date is not before today. */
export function personalTimeProblem(
  start: Date,
  end: Date,
  timeZone: string,
  now: Date = new Date(),
): TimeProblem | null {
  if (end <= start) return { property: 'end_at', message: timeRuleMessages.endTimeLaterThanStart };
  if (wallClock(start, timeZone).date < todayInTimeZone(timeZone, now))
    return { property: 'start_at', message: timeRuleMessages.startBeforeToday };
  return null;
}

/**
 * spec 1 §5 edit-hours dialog: the end is later than the start, and on today later than the current time
 * (both in the provider's zone).
 */
export function dayHoursProblem(
  date: string,
  startTime: string,
  endTime: string,
  timeZone: string,
  now: Date = new Date(),
): TimeProblem | null {
  if (minutesOfTime(endTime) <= minutesOfTime(startTime))
    return { property: 'end_time', message: timeRuleMessages.dayEndBeforeStart };
  if (date === todayInTimeZone(timeZone, now) && minutesOfTime(endTime) <= wallClock(now, timeZone).minutes)
    return { property: 'end_time', message: timeRuleMessages.dayEndBeforeNow };
  return null;
}
