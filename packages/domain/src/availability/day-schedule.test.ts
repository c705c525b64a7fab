import { describe, expect, it } from 'vitest';
import { breakIntervals, daySchedule, workingIntervals } from './day-schedule.ts';
import { availabilityInput, weekPlan } from './test-input.ts';

// 2026-11-23 is a Monday; Denver is on standard time (UTC-7), so 09:00 local is 16:00Z.
const MONDAY = '2026-11-23';
const interval = (start: string, end: string) => ({
  start_at: `${start}:00.000Z`,
  end_at: `${end}:00.000Z`,
});

describe('spec 3 §3.3 work plan: hours and breaks of the weekday', () => {
  it('spec 3 §3.3: a worked weekday has its hours in UTC and its break between two working intervals', () => {
    const day = daySchedule(availabilityInput(), MONDAY);
    expect(day).toEqual({
      date: MONDAY,
      day_of_week: 1,
      is_day_off: false,
      hours: interval('2026-11-23T16:00', '2026-11-24T00:00'),
      breaks: [{ ...interval('2026-11-23T19:00', '2026-11-23T20:00'), break_id: 1 }],
      working_intervals: [
        interval('2026-11-23T16:00', '2026-11-23T19:00'),
        interval('2026-11-23T20:00', '2026-11-24T00:00'),
      ],
    });
  });

  it('spec 3 §3.3: a disabled weekday (Sunday here) is not worked', () => {
    const sunday = daySchedule(availabilityInput(), '2026-11-22');
    expect(sunday.hours).toBeNull();
    expect(sunday.breaks).toEqual([]);
    expect(sunday.working_intervals).toEqual([]);
  });

  it('spec 3 §3.3: a weekday missing from the plan, and an empty plan, are not worked', () => {
    const withoutMonday = weekPlan().filter((day) => day.day_of_week !== 1);
    expect(workingIntervals(availabilityInput({ work_plan: withoutMonday }), MONDAY)).toEqual([]);
    expect(workingIntervals(availabilityInput({ work_plan: [] }), MONDAY)).toEqual([]);
  });

  it('spec 3 §3.3: several breaks come out in time order; a break left empty is ignored', () => {
    const plan = weekPlan().map((day) => ({
      ...day,
      breaks: [
        { id: 20, start_at: '15:00', end_at: '15:30' },
        { start_at: '', end_at: '' },
        { id: 10, start_at: '10:00', end_at: '10:15' },
      ],
    }));
    const input = availabilityInput({ work_plan: plan });
    expect(breakIntervals(input, MONDAY).map((item) => item.break_id)).toEqual([10, 20]);
    expect(workingIntervals(input, MONDAY)).toEqual([
      interval('2026-11-23T16:00', '2026-11-23T17:00'),
      interval('2026-11-23T17:15', '2026-11-23T22:00'),
      interval('2026-11-23T22:30', '2026-11-24T00:00'),
    ]);
  });

  it('spec 3 §3.3: a break without an id is shown with break_id null', () => {
    const plan = weekPlan().map((day) => ({ ...day, breaks: [{ start_at: '12:00', end_at: '12:30' }] }));
    expect(breakIntervals(availabilityInput({ work_plan: plan }), MONDAY)).toEqual([
      { ...interval('2026-11-23T19:00', '2026-11-23T19:30'), break_id: null },
    ]);
  });

  it('spec 3 §3.3: a day ending at 24:00 ends at the next local midnight', () => {
    const plan = weekPlan().map((day) => ({ ...day, end_at: '24:00', breaks: [] }));
    expect(daySchedule(availabilityInput({ work_plan: plan }), MONDAY).hours).toEqual(
      interval('2026-11-23T16:00', '2026-11-24T07:00'),
    );
  });
});

describe('spec 1 §7 a break removed for one date', () => {
  it('spec 1 §7: the removed break is gone on that date only', () => {
    const input = availabilityInput({ break_exceptions: [{ date: MONDAY, break_id: 1 }] });
    expect(breakIntervals(input, MONDAY)).toEqual([]);
    expect(workingIntervals(input, MONDAY)).toEqual([interval('2026-11-23T16:00', '2026-11-24T00:00')]);
    expect(breakIntervals(input, '2026-11-30')).toHaveLength(1);
  });

  it('spec 1 §7: an exception naming another break leaves this one', () => {
    const input = availabilityInput({ break_exceptions: [{ date: MONDAY, break_id: 2 }] });
    expect(breakIntervals(input, MONDAY)).toHaveLength(1);
  });
});

describe('spec 1 §4.2 days off', () => {
  it('spec 1 §4.2: a day off is not worked and says so', () => {
    const day = daySchedule(availabilityInput({ days_off: [MONDAY] }), MONDAY);
    expect(day.is_day_off).toBe(true);
    expect(day.hours).toBeNull();
    expect(day.working_intervals).toEqual([]);
  });

  it('spec 1 §4.2: a day off wins over that date’s own hours', () => {
    const input = availabilityInput({
      days_off: [MONDAY],
      day_boundaries: [{ date: MONDAY, start_at: '10:00', end_at: '11:00' }],
    });
    expect(daySchedule(input, MONDAY).hours).toBeNull();
  });
});

describe('spec 1 §4.2 day boundary: a date’s own start and end', () => {
  it('spec 1 §4.2: replaces the weekday’s hours on that date only', () => {
    const input = availabilityInput({
      day_boundaries: [{ date: MONDAY, start_at: '07:30', end_at: '19:00' }],
    });
    expect(daySchedule(input, MONDAY).hours).toEqual(interval('2026-11-23T14:30', '2026-11-24T02:00'));
    expect(daySchedule(input, '2026-11-30').hours).toEqual(interval('2026-11-30T16:00', '2026-12-01T00:00'));
  });

  it('spec 1 §4.2: cuts the weekday’s breaks to the new hours', () => {
    const input = availabilityInput({
      day_boundaries: [{ date: MONDAY, start_at: '12:30', end_at: '15:00:00' }],
    });
    expect(breakIntervals(input, MONDAY)).toEqual([
      { ...interval('2026-11-23T19:30', '2026-11-23T20:00'), break_id: 1 },
    ]);
    expect(workingIntervals(input, MONDAY)).toEqual([interval('2026-11-23T20:00', '2026-11-23T22:00')]);
    const afternoon = availabilityInput({
      day_boundaries: [{ date: MONDAY, start_at: '13:00', end_at: '15:00' }],
    });
    expect(breakIntervals(afternoon, MONDAY)).toEqual([]);
  });

  it('spec 1 §4.2: opens a disabled weekday on that date', () => {
    const input = availabilityInput({
      day_boundaries: [{ date: '2026-11-22', start_at: '10:00', end_at: '14:00' }],
    });
    expect(workingIntervals(input, '2026-11-22')).toEqual([
      interval('2026-11-22T17:00', '2026-11-22T19:00'),
      interval('2026-11-22T20:00', '2026-11-22T21:00'),
    ]);
  });

  it('spec 1 §5: a boundary ending at or before its start leaves the date unworked', () => {
    const input = availabilityInput({
      day_boundaries: [{ date: MONDAY, start_at: '10:00', end_at: '10:00' }],
    });
    expect(daySchedule(input, MONDAY).hours).toBeNull();
  });
});

describe('malformed input', () => {
  it('refuses an impossible date, a malformed time and an unknown zone', () => {
    expect(() => daySchedule(availabilityInput(), '2026-02-30')).toThrow(RangeError);
    const badTime = weekPlan().map((day) => ({ ...day, start_at: '9am' }));
    expect(() => daySchedule(availabilityInput({ work_plan: badTime }), MONDAY)).toThrow(RangeError);
    expect(() => daySchedule(availabilityInput({ time_zone: 'Nowhere/City' }), MONDAY)).toThrow(RangeError);
  });
});
