import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingProblem,
  canGoToPreviousWeek,
  canUseProviderCalendar,
  DEFAULT_PERSONAL_TIME_TITLE,
  dayHoursProblem,
  dayOfWeek,
  daySchedule,
  editWindowStart,
  isWithinEditWindow,
  overlapsBreak,
  type ProviderSchedule,
  personalTimeProblem,
  personalTimeTitle,
  timeRuleMessages,
  wallClock,
  zonedInstant,
  zoneOffsetMinutes,
} from '../index.ts';

const DENVER = 'America/Denver';
const schedule: ProviderSchedule = {
  time_zone: DENVER,
  work_plan: [1, 2, 3, 4, 5].map((day) => ({
    day_of_week: day,
    enabled: true,
    start_at: '09:00:00',
    end_at: '17:00:00',
    breaks: day === 1 ? [{ id: 7, start_at: '12:00:00', end_at: '13:00:00' }] : [],
  })),
  days_off: [],
  day_boundaries: [],
  break_exceptions: [],
};

describe('zoned time (ruling 8)', () => {
  it('reads local dates and times in the zone, across daylight saving', () => {
    expect(zonedInstant('2026-01-15', '09:00', DENVER).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(zonedInstant('2026-07-15', '09:00', DENVER).toISOString()).toBe('2026-07-15T15:00:00.000Z');
    // Spring forward: 02:30 does not exist; it is read with the offset before the change.
    expect(zonedInstant('2026-03-08', '02:30', DENVER).toISOString()).toBe('2026-03-08T09:30:00.000Z');
    // Fall back: 01:30 happens twice; the first one is meant.
    expect(zonedInstant('2026-11-01', '01:30', DENVER).toISOString()).toBe('2026-11-01T07:30:00.000Z');
    expect(wallClock(new Date('2026-03-08T10:00:00Z'), DENVER)).toEqual({
      date: '2026-03-08',
      time: '04:00',
      minutes: 240,
    });
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), DENVER)).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2026-07-15T00:00:00Z'), DENVER)).toBe(-360);
  });

  it('does date arithmetic on calendar dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(dayOfWeek('2026-11-22')).toBe(0);
  });
});

describe('spec 1 §4.2 calendar item actions', () => {
  const now = new Date('2026-11-22T18:00:00Z'); // Sunday 11:00 in Denver
  it('spec 1 §4.2: edit and delete while the start date is no earlier than 7 days before today', () => {
    expect(isWithinEditWindow(new Date('2026-11-15T07:30:00Z'), DENVER, now)).toBe(true); // 15 Nov 00:30 local
    expect(isWithinEditWindow(new Date('2026-11-15T06:30:00Z'), DENVER, now)).toBe(false); // 14 Nov 23:30 local
    expect(isWithinEditWindow(new Date('2026-12-01T16:00:00Z'), DENVER, now)).toBe(true);
    expect(editWindowStart(DENVER, now)).toBe('2026-11-15');
  });

  it('spec 1 §4.2: previous-week navigation stops 365 days back', () => {
    expect(canGoToPreviousWeek('2025-11-30', DENVER, now)).toBe(true);
    expect(canGoToPreviousWeek('2025-11-22', DENVER, now)).toBe(false);
  });
});

describe('ARCHITECTURE.md no double booking: bookings against the day schedule', () => {
  it('a booking must fit the hours and miss the breaks; touching a break is fine', () => {
    const day = daySchedule(schedule, '2026-11-23');
    const range = (from: string, to: string) => ({ start: new Date(from), end: new Date(to) });
    expect(bookingProblem(range('2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z'), day)).toBeNull();
    expect(bookingProblem(range('2026-11-23T15:30:00Z', '2026-11-23T16:30:00Z'), day)).toBe(
      'outside_working_hours',
    );
    expect(bookingProblem(range('2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z'), day)).toBe(
      'outside_working_hours',
    );
    expect(bookingProblem(range('2026-11-23T18:30:00Z', '2026-11-23T19:30:00Z'), day)).toBe('over_break');
    expect(bookingProblem(range('2026-11-23T18:00:00Z', '2026-11-23T19:00:00Z'), day)).toBeNull();
    expect(overlapsBreak(range('2026-11-23T20:00:00Z', '2026-11-23T20:30:00Z'), day)).toBe(false);
  });

  it('spec 1 §4.2: nothing fits a day off, a break removed for the date frees its time', () => {
    const range = { start: new Date('2026-11-23T19:00:00Z'), end: new Date('2026-11-23T19:30:00Z') };
    expect(bookingProblem(range, daySchedule({ ...schedule, days_off: ['2026-11-23'] }, '2026-11-23'))).toBe(
      'outside_working_hours',
    );
    const freed = daySchedule(
      { ...schedule, break_exceptions: [{ date: '2026-11-23', break_id: 7 }] },
      '2026-11-23',
    );
    expect(bookingProblem(range, freed)).toBeNull();
  });
});

describe('spec 1 §5 validation rules', () => {
  const now = new Date('2026-11-23T18:00:00Z'); // Monday 11:00 in Denver
  it('spec 1 §5: an empty personal-time title reverts to the default', () => {
    expect(personalTimeTitle('  ')).toBe(DEFAULT_PERSONAL_TIME_TITLE);
    expect(personalTimeTitle(' Lunch ')).toBe('Lunch');
  });

  it('spec 1 §5: personal time ends after it starts and starts no earlier than today', () => {
    const at = (iso: string) => new Date(iso);
    expect(
      personalTimeProblem(at('2026-11-23T20:00:00Z'), at('2026-11-23T20:00:00Z'), DENVER, now)?.property,
    ).toBe('end_at');
    expect(
      personalTimeProblem(at('2026-11-23T06:30:00Z'), at('2026-11-23T07:00:00Z'), DENVER, now)?.message,
    ).toBe(timeRuleMessages.startBeforeToday);
    expect(
      personalTimeProblem(at('2026-11-23T07:30:00Z'), at('2026-11-23T07:45:00Z'), DENVER, now),
    ).toBeNull();
  });

  it('spec 1 §5: day hours end after the start, and on today after the current time', () => {
    expect(dayHoursProblem('2026-11-24', '10:00', '10:00', DENVER, now)?.message).toBe(
      'You cannot set an end time earlier than the start time',
    );
    expect(dayHoursProblem('2026-11-23', '08:00', '11:00', DENVER, now)?.message).toBe(
      'You cannot set an end time earlier than the current time',
    );
    expect(dayHoursProblem('2026-11-23', '08:00', '11:15', DENVER, now)).toBeNull();
  });
});

describe('spec 1 §2.5 calendar access', () => {
  it('spec 1 §2.5: manage_appointments works on any provider; others only on their own', () => {
    const manager = { rights: new Set(['manage_appointments'] as const) };
    const provider = { rights: new Set(['neon_service_provider'] as const) };
    expect(canUseProviderCalendar(manager, null, 5)).toBe(true);
    expect(canUseProviderCalendar(provider, 5, 5)).toBe(true);
    expect(canUseProviderCalendar(provider, 4, 5)).toBe(false);
    expect(canUseProviderCalendar(provider, null, 5)).toBe(false);
  });
});
