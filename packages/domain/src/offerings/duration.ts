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

/** Why a duration cannot be saved, or null when it can (spec 1 §5). The web form and the API both ask. */
export function durationError(duration: number | null | undefined, unit: DurationDisplayUnit): string | null {
  if (duration === null || duration === undefined || !Number.isFinite(duration)) return 'Enter a duration.';
  if (duration <= 0) return 'Duration must be greater than zero.';
  const max = MAX_DURATION_BY_UNIT[unit];
  if (duration > max) return `Duration can be at most ${max} ${unit === 'Hours' ? 'hours' : 'minutes'}.`;
  if (durationToMinutes(duration, unit) === null) return 'Duration must be a whole number of minutes.';
  return null;
}
