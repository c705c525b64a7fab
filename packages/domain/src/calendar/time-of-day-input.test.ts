import { describe, expect, it } from 'vitest';
import { parseTimeOfDay, timeOfDaySteps } from './time-of-day-input.ts';

describe('parseTimeOfDay (spec 1 §9, spec 2 §5 time picker)', () => {
  it.each([
    ['5p', '17:00'],
    ['5P', '17:00'],
    ['5pm', '17:00'],
    ['5 p.m.', '17:00'],
    ['530', '05:30'],
    ['530p', '17:30'],
    ['5:30 pm', '17:30'],
    ['5:30PM', '17:30'],
    ['17:30', '17:30'],
    ['1730', '17:30'],
    ['0930', '09:30'],
    ['9', '09:00'],
    ['12a', '00:00'],
    ['12am', '00:00'],
    ['12p', '12:00'],
    ['12:15 pm', '12:15'],
    ['noon', '12:00'],
    ['midnight', '00:00'],
    ['0:00', '00:00'],
    ['  8:45  ', '08:45'],
    // rounded to the nearest quarter hour
    ['5:07', '05:00'],
    ['5:08', '05:15'],
    ['9:52a', '09:45'],
    ['9:53a', '10:00'],
  ])('reads %j as %s', (text, time) => {
    expect(parseTimeOfDay(text)).toEqual({ ok: true, time });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['5x', 'invalid'],
    ['24:00', 'invalid'],
    ['25', 'invalid'],
    ['5:60', 'invalid'],
    ['13p', 'invalid'],
    ['0a', 'invalid'],
    ['12345', 'invalid'],
    ['5::30', 'invalid'],
    ['-5', 'invalid'],
    ['5:3', 'invalid'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseTimeOfDay(text)).toEqual({ ok: false, problem });
  });

  it.each([
    ['8a', { min: '09:00', max: '17:00' }, { ok: false, problem: 'outOfRange' }],
    ['6p', { min: '09:00', max: '17:00' }, { ok: false, problem: 'outOfRange' }],
    ['5p', { min: '09:00', max: '17:00' }, { ok: true, time: '17:00' }],
    ['23:55', {}, { ok: false, problem: 'outOfRange' }],
    ['11:59p', {}, { ok: false, problem: 'outOfRange' }],
    // inside the range, but the nearest step is past its end: the end's step
    ['9:06', { min: '09:05', max: '17:00' }, { ok: true, time: '09:15' }],
    ['16:58', { min: '09:00', max: '16:59' }, { ok: true, time: '16:45' }],
    ['9:10', { stepMinutes: 5 }, { ok: true, time: '09:10' }],
    ['9:12', { stepMinutes: 5 }, { ok: true, time: '09:10' }],
    ['9:13', { stepMinutes: 30 }, { ok: true, time: '09:00' }],
    ['9:15', { stepMinutes: 30 }, { ok: true, time: '09:30' }],
    ['9:07', { stepMinutes: 1 }, { ok: true, time: '09:07' }],
  ] as const)('reads %j with %o', (text, options, result) => {
    expect(parseTimeOfDay(text, options)).toEqual(result);
  });
});

describe('timeOfDaySteps', () => {
  it('offers every quarter hour of the day by default', () => {
    const steps = timeOfDaySteps();
    expect(steps).toHaveLength(96);
    expect(steps.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(steps.at(-1)).toBe('23:45');
  });

  it('keeps to a range and step', () => {
    expect(timeOfDaySteps({ stepMinutes: 30, min: '09:00', max: '11:00' })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });
});
