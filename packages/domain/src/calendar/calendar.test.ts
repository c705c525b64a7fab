import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingProblem,
  breakExceptionKey,
  canGoToPreviousWeek,
  canUseProviderCalendar,
  DEFAULT_PERSONAL_TIME_TITLE,
  dayHoursProblem,
  dayOfWeek,
  isIsoDate,
  isWithinEditWindow,
  type PlanDay,
  personalTimeProblem,
  personalTimeTitle,
  timeRuleMessages,
  wallClock,
  workingDay,
  zonedInstant,
  zoneOffsetMinutes,
} from '../index.ts';

const DENVER = 'America/Denver';
const noOverrides = { daysOff: new Set<string>(), boundaries: new Map(), breakExceptions: new Set<string>() };
const weekdays: PlanDay[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day_of_week: day,
  enabled: day >= 1 && day <= 5,
  start_time: '09:00:00',
  end_time: '17:00:00',
}));

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
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});

describe('spec 1 §4.2 calendar item actions', () => {
  const now = new Date('2026-11-22T18:00:00Z'); // Sunday 11:00 in Denver
  it('spec 1 §4.2: edit and delete while the start date is no earlier than 7 days before today', () => {
    expect(isWithinEditWindow(new Date('2026-11-15T07:30:00Z'), DENVER, now)).toBe(true); // 15 Nov 00:30 local
    expect(isWithinEditWindow(new Date('2026-11-15T06:30:00Z'), DENVER, now)).toBe(false); // 14 Nov 23:30 local
    expect(isWithinEditWindow(new Date('2026-12-01T16:00:00Z'), DENVER, now)).toBe(true);
  });

  it('spec 1 §4.2: previous-week navigation stops 365 days back', () => {
    expect(canGoToPreviousWeek('2025-11-30', DENVER, now)).toBe(true);
    expect(canGoToPreviousWeek('2025-11-22', DENVER, now)).toBe(false);
  });
});

describe('working day (spec 1 §2.5, §4.2; spec 3 §3.3)', () => {
  const breaks = [{ id: 7, day_of_week: 1, start_time: '12:00:00', end_time: '13:00:00' }];
  it('takes the hours and breaks of the weekday in the provider zone', () => {
    const day = workingDay('2026-11-23', weekdays, breaks, noOverrides, DENVER);
    expect(day.hours).toEqual({
      start: new Date('2026-11-23T16:00:00Z'),
      end: new Date('2026-11-24T00:00:00Z'),
    });
    expect(day.breaks).toEqual([
      { id: 7, start: new Date('2026-11-23T19:00:00Z'), end: new Date('2026-11-23T20:00:00Z') },
    ]);
    expect(workingDay('2026-11-22', weekdays, breaks, noOverrides, DENVER).hours).toBeNull();
  });

  it('spec 1 §4.2: a day off, a day boundary and a break deleted for one date', () => {
    const overrides = {
      daysOff: new Set(['2026-11-24']),
      boundaries: new Map([
        ['2026-11-23', { start_time: '12:30:00', end_time: '15:00:00' }],
        ['2026-11-22', { start_time: '10:00:00', end_time: '11:00:00' }],
      ]),
      breakExceptions: new Set([breakExceptionKey(7, '2026-11-30')]),
    };
    const monday = workingDay('2026-11-23', weekdays, breaks, overrides, DENVER);
    expect(monday.hours?.start).toEqual(new Date('2026-11-23T19:30:00Z'));
    expect(monday.breaks).toEqual([
      { id: 7, start: new Date('2026-11-23T19:30:00Z'), end: new Date('2026-11-23T20:00:00Z') },
    ]);
    expect(workingDay('2026-11-24', weekdays, breaks, overrides, DENVER).hours).toBeNull();
    expect(workingDay('2026-11-22', weekdays, breaks, overrides, DENVER).hours?.start).toEqual(
      new Date('2026-11-22T17:00:00Z'),
    );
    expect(workingDay('2026-11-30', weekdays, breaks, overrides, DENVER).breaks).toEqual([]);
  });

  it('ARCHITECTURE.md no double booking: a booking must fit the hours and miss the breaks', () => {
    const day = workingDay('2026-11-23', weekdays, breaks, noOverrides, DENVER);
    const range = (from: string, to: string) => ({ start: new Date(from), end: new Date(to) });
    expect(bookingProblem(range('2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z'), day)).toBeNull();
    expect(bookingProblem(range('2026-11-23T15:30:00Z', '2026-11-23T16:30:00Z'), day)).toBe(
      'outside_working_hours',
    );
    expect(bookingProblem(range('2026-11-23T18:30:00Z', '2026-11-23T19:30:00Z'), day)).toBe('over_break');
    expect(bookingProblem(range('2026-11-23T18:00:00Z', '2026-11-23T19:00:00Z'), day)).toBeNull();
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
