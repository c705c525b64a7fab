// spec 1 §3 Offering (duration, duration_display_unit), spec 1 §5 and §9: a service lasts at most
// 720 minutes or 12 hours, in the unit the merchant chose. Minutes are what the calendar books.
import type { DurationDisplayUnit } from '@paybook/contracts';

export const MINUTES_PER_UNIT: Readonly<Record<DurationDisplayUnit, number>> = { Minutes: 1, Hours: 60 };

/** spec 1 §5: the maximum duration in each unit. */
export const MAX_DURATION_BY_UNIT: Readonly<Record<DurationDisplayUnit, number>> = {
  Minutes: 720,
  Hours: 12,
};

/** Whole minutes of a duration given in a unit (1.5 Hours → 90); null when it is not a whole minute. */
export function durationToMinutes(duration: number, unit: DurationDisplayUnit): number | null {
  if (!Number.isFinite(duration)) return null;
  const minutes = duration * MINUTES_PER_UNIT[unit];
  const whole = Math.round(minutes);
  // Hours like 1.25 are whole minutes; float error from the multiplication is not a fraction of one.
  return Math.abs(minutes - whole) < 1e-9 ? whole : null;
}

/** The duration in the unit it is shown in (90 minutes in Hours → 1.5). */
export function minutesToDuration(minutes: number, unit: DurationDisplayUnit): number {
  return Math.round((minutes / MINUTES_PER_UNIT[unit]) * 100) / 100;
}

/** The unit a duration of minutes reads best in when none was chosen: whole hours in Hours. */
export function naturalDurationUnit(minutes: number): DurationDisplayUnit {
  return minutes >= 60 && minutes % 60 === 0 ? 'Hours' : 'Minutes';
}

export type DurationProblem = 'required' | 'notPositive' | 'tooLong' | 'notWholeMinutes';

/** What is wrong with a duration, or null when it can be saved (spec 1 §5). The web form and the API both ask. */
export function durationProblem(
  duration: number | null | undefined,
  unit: DurationDisplayUnit,
): DurationProblem | null {
  if (duration === null || duration === undefined || !Number.isFinite(duration)) return 'required';
  if (duration <= 0) return 'notPositive';
  if (duration > MAX_DURATION_BY_UNIT[unit]) return 'tooLong';
  if (durationToMinutes(duration, unit) === null) return 'notWholeMinutes';
  return null;
}

/** The API's message for a duration problem. */
export function durationError(duration: number | null | undefined, unit: DurationDisplayUnit): string | null {
  switch (durationProblem(duration, unit)) {
    case null:
      return null;
    case 'required':
      return 'Enter a duration.';
    case 'notPositive':
      return 'Duration must be greater than zero.';
    case 'tooLong':
      return `Duration can be at most ${MAX_DURATION_BY_UNIT[unit]} ${unit === 'Hours' ? 'hours' : 'minutes'}.`;
    case 'notWholeMinutes':
      return 'Duration must be a whole number of minutes.';
  }
}
