import { describe, expect, it } from 'vitest';
import {
  isScheduleUnit,
  SCHEDULE_UNIT_MAXIMA,
  scheduleSettingsErrors,
  scheduleValueError,
} from './schedule.ts';

describe('schedule maxima by unit (spec 1 §5, §9, ruling 10)', () => {
  it('ruling 10: the maximum of the chosen unit applies: 60 minutes, 24 hours, 365 days, 12 months', () => {
    expect(SCHEDULE_UNIT_MAXIMA).toEqual({ Minutes: 60, Hours: 24, Days: 365, Months: 12 });
    expect(scheduleValueError(60, 'Minutes')).toBeNull();
    expect(scheduleValueError(61, 'Minutes')).toBe('At most 60 minutes.');
    expect(scheduleValueError(24, 'Hours')).toBeNull();
    expect(scheduleValueError(25, 'Hours')).toBe('At most 24 hours.');
    expect(scheduleValueError(365, 'Days')).toBeNull();
    expect(scheduleValueError(366, 'Days')).toBe('At most 365 days.');
    expect(scheduleValueError(12, 'Months')).toBeNull();
    expect(scheduleValueError(13, 'Months')).toBe('At most 12 months.');
  });

  it('ruling 10: a value allowed in one unit may be too large in another', () => {
    expect(scheduleValueError(48, 'Days')).toBeNull();
    expect(scheduleValueError(48, 'Hours')).toBe('At most 24 hours.');
  });

  it('spec 1 §3: takes whole numbers from 0', () => {
    expect(scheduleValueError(0, 'Hours')).toBeNull();
    expect(scheduleValueError(-1, 'Hours')).toBe('Enter 0 or more.');
    expect(scheduleValueError(1.5, 'Hours')).toBe('Enter a whole number.');
  });

  it('spec 1 §3: knows the four units', () => {
    expect(isScheduleUnit('Days')).toBe(true);
    expect(isScheduleUnit('Weeks')).toBe(false);
  });
});

describe('schedule settings errors (spec 1 §5, ruling 10)', () => {
  const valid = {
    lead_time: { value: 1, unit: 'Hours' },
    advanced_booking_time: { value: 3, unit: 'Months' },
    cancellation_time: { value: 24, unit: 'Hours' },
    reminder_time: { value: 24, unit: 'Hours' },
  } as const;

  it('has none for values within their units', () => {
    expect(scheduleSettingsErrors(valid)).toEqual([]);
  });

  it('names each setting over its unit maximum by its value field', () => {
    expect(
      scheduleSettingsErrors({
        ...valid,
        lead_time: { value: 90, unit: 'Minutes' },
        advanced_booking_time: { value: 13, unit: 'Months' },
      }),
    ).toEqual([
      { property: 'lead_time.value', message: 'At most 60 minutes.' },
      { property: 'advanced_booking_time.value', message: 'At most 12 months.' },
    ]);
  });
});
