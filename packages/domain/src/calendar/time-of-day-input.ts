// spec 1 §9 and spec 2 §5 "Time picker": a time typed the way people say it ("5p", "530", "5:30 pm",
// "17:30", "12a"), read as a time of day, rounded to the picker's step (default 15 minutes) and kept
// within its range (default 00:00 to 23:45). Issue 16 point 9: one time picker for appointments,
// personal time and work plans reads text through this one rule.

export const DEFAULT_TIME_STEP_MINUTES = 15;
export const DEFAULT_TIME_MIN = '00:00';
export const DEFAULT_TIME_MAX = '23:45';

export interface TimeOfDayOptions {
  /** Minutes between the offered times; a typed time is rounded to the nearest one. */
  stepMinutes?: number;
  /** 'HH:mm', inclusive. */
  min?: string;
  max?: string;
}

export type TimeOfDayProblem = 'empty' | 'invalid' | 'outOfRange';

export type TimeOfDayResult = { ok: true; time: string } | { ok: false; problem: TimeOfDayProblem };

const MINUTES_A_DAY = 24 * 60;

/** 'HH:mm' → minutes after midnight. */
export function minutesOfTimeOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes after midnight → 'HH:mm'. */
export function timeOfDayOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The clock reading of a text, before rounding: minutes after midnight, or null when it is not a time. */
function readClock(text: string): number | null {
  const compact = text.toLowerCase().replace(/[\s.]/g, '');
  if (compact === 'noon') return 12 * 60;
  if (compact === 'midnight') return 0;
  const match = /^(\d{1,2})(?::?(\d{2}))?(a|am|p|pm)?$/.exec(compact);
  if (!match) return null;
  const [, hourText = '', minuteText, meridiem] = match;
  let hours = Number(hourText);
  const minutes = minuteText === undefined ? 0 : Number(minuteText);
  // "530" is 5:30 and "1730" 17:30: without a colon, three or four digits end with the minutes.
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    const isPm = meridiem.startsWith('p');
    hours = (hours % 12) + (isPm ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return hours * 60 + minutes;
}

/**
 * Reads a typed time of day ('HH:mm' out). A time inside the range is rounded to the nearest step and
 * stays inside it; one outside the range (23:55 with the default range) is refused.
 */
export function parseTimeOfDay(text: string, options: TimeOfDayOptions = {}): TimeOfDayResult {
  const step = options.stepMinutes ?? DEFAULT_TIME_STEP_MINUTES;
  const min = minutesOfTimeOfDay(options.min ?? DEFAULT_TIME_MIN);
  const max = minutesOfTimeOfDay(options.max ?? DEFAULT_TIME_MAX);
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const clock = readClock(text.trim());
  if (clock === null) return { ok: false, problem: 'invalid' };
  const rounded = Math.round(clock / step) * step;
  const isInRange = (minutes: number) => minutes >= min && minutes <= max;
  if (isInRange(rounded) && rounded < MINUTES_A_DAY) return { ok: true, time: timeOfDayOf(rounded) };
  if (!isInRange(clock)) return { ok: false, problem: 'outOfRange' };
  // Inside the range, but the nearest step is past one of its ends: the end's step wins.
  const inside = rounded > max ? Math.floor(max / step) * step : Math.ceil(min / step) * step;
  return isInRange(inside) ? { ok: true, time: timeOfDayOf(inside) } : { ok: false, problem: 'outOfRange' };
}

/** The times a picker offers: every step from min to max ('HH:mm'). */
export function timeOfDaySteps(options: TimeOfDayOptions = {}): string[] {
  const step = options.stepMinutes ?? DEFAULT_TIME_STEP_MINUTES;
  const min = minutesOfTimeOfDay(options.min ?? DEFAULT_TIME_MIN);
  const max = minutesOfTimeOfDay(options.max ?? DEFAULT_TIME_MAX);
  const times: string[] = [];
  for (let minutes = Math.ceil(min / step) * step; minutes <= max; minutes += step)
    times.push(timeOfDayOf(minutes));
  return times;
}
