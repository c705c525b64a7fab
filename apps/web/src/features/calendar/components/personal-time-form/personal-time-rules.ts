// spec 1 §5 personal time rules as the form applies them, on the provider's clock (ruling 8). The checks
// themselves are the domain's (personalTimeProblem, personalTimeTitle), shared with the server.
import type { SavePersonalTimeBody } from '@paybook/contracts';
import {
  DEFAULT_PERSONAL_TIME_MINUTES,
  DEFAULT_PERSONAL_TIME_TITLE,
  personalTimeProblem,
  type TimeProblem,
  timeRuleMessages,
  wallClock,
  zonedInstant,
} from '@paybook/domain';

export interface PersonalTimeFormValues {
  title: string;
  /** Local dates 'yyyy-MM-dd' and times 'HH:mm' in the provider's zone; null or '' until entered. */
  start_date: string | null;
  start_time: string;
  end_date: string | null;
  end_time: string;
}

const MINUTE_MS = 60_000;
const DEFAULT_LENGTH_MS = DEFAULT_PERSONAL_TIME_MINUTES * MINUTE_MS;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function wallParts(instant: Date, timeZone: string) {
  const { date, time } = wallClock(instant, timeZone);
  return { date, time };
}

/** The instant of a local date and time, or null while either is incomplete. */
export function instantOf(date: string | null, time: string, timeZone: string): Date | null {
  if (date === null || !TIME.test(time)) return null;
  return zonedInstant(date, time, timeZone);
}

/** The next quarter hour from now: where new personal time starts when no slot was clicked. */
export function nextQuarterHour(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / DEFAULT_LENGTH_MS) * DEFAULT_LENGTH_MS);
}

/**
 * The form's first values: the edited item's times, else the clicked start (or the next quarter hour) and
 * spec 1 §9's 15-minute default length.
 */
export function initialPersonalTime(
  timeZone: string,
  options: { start?: string; initial?: { start_at: string; end_at: string; title: string }; now?: Date },
): PersonalTimeFormValues {
  const start = new Date(
    options.initial?.start_at ?? options.start ?? nextQuarterHour(options.now ?? new Date()),
  );
  const end = options.initial
    ? new Date(options.initial.end_at)
    : new Date(start.getTime() + DEFAULT_LENGTH_MS);
  const from = wallParts(start, timeZone);
  const to = wallParts(end, timeZone);
  return {
    title: options.initial?.title ?? DEFAULT_PERSONAL_TIME_TITLE,
    start_date: from.date,
    start_time: from.time,
    end_date: to.date,
    end_time: to.time,
  };
}

/**
 * spec 1 §5: moving the start past the end moves the end, keeping the length it had (at least the
 * 15-minute default); a start that stays before the end leaves the end where it is.
 */
export function moveStart(
  values: PersonalTimeFormValues,
  start: { date: string | null; time: string },
  timeZone: string,
): PersonalTimeFormValues {
  const next = { ...values, start_date: start.date, start_time: start.time };
  const newStart = instantOf(start.date, start.time, timeZone);
  const oldStart = instantOf(values.start_date, values.start_time, timeZone);
  const end = instantOf(values.end_date, values.end_time, timeZone);
  if (newStart === null) return next;
  if (end === null) {
    // No complete end yet: the end date follows the start date (spec 1 §5).
    if (start.date !== null && (values.end_date === null || values.end_date < start.date))
      return { ...next, end_date: start.date };
    return next;
  }
  if (newStart < end) return next;
  const length = oldStart !== null && end > oldStart ? end.getTime() - oldStart.getTime() : DEFAULT_LENGTH_MS;
  const moved = wallParts(new Date(newStart.getTime() + Math.max(length, DEFAULT_LENGTH_MS)), timeZone);
  return { ...next, end_date: moved.date, end_time: moved.time };
}

export type PersonalTimeField = keyof PersonalTimeFormValues;
export type PersonalTimeRuleKey = keyof typeof timeRuleMessages;

/** The domain's problem with these times, as the form field it belongs to and its message key. */
export function personalTimeFormProblem(
  values: PersonalTimeFormValues,
  timeZone: string,
  now: Date = new Date(),
): { field: PersonalTimeField; key: PersonalTimeRuleKey } | null {
  const start = instantOf(values.start_date, values.start_time, timeZone);
  const end = instantOf(values.end_date, values.end_time, timeZone);
  if (start === null || end === null) return null;
  const problem: TimeProblem | null = personalTimeProblem(start, end, timeZone, now);
  if (problem === null) return null;
  const key = (Object.keys(timeRuleMessages) as PersonalTimeRuleKey[]).find(
    (candidate) => timeRuleMessages[candidate] === problem.message,
  );
  return {
    field: problem.property === 'start_at' ? 'start_date' : 'end_time',
    key: key ?? 'endTimeLaterThanStart',
  };
}

/** What POST / PUT …/personal_time sends; the server turns an empty title into the default one. */
export function personalTimeBody(values: PersonalTimeFormValues, timeZone: string): SavePersonalTimeBody {
  const start = instantOf(values.start_date, values.start_time, timeZone);
  const end = instantOf(values.end_date, values.end_time, timeZone);
  if (start === null || end === null) throw new Error('personalTimeBody needs complete times');
  return { title: values.title.trim(), start_at: start.toISOString(), end_at: end.toISOString() };
}

/** Which form field a server error's property belongs to. */
export function personalTimeFieldOf(property: string): PersonalTimeField | undefined {
  const fields: Record<string, PersonalTimeField> = {
    title: 'title',
    start_at: 'start_time',
    end_at: 'end_time',
  };
  return fields[property];
}
