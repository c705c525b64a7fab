import { describe, expect, it } from 'vitest';
import {
  durationError,
  durationProblem,
  durationToMinutes,
  MAX_DURATION_BY_UNIT,
  minutesToDuration,
  naturalDurationUnit,
} from './duration.ts';

describe('service duration (spec 1 §3 Offering, §5, §9)', () => {
  it('spec 1 §5: the maximum is 720 in Minutes and 12 in Hours', () => {
    expect(MAX_DURATION_BY_UNIT).toEqual({ Minutes: 720, Hours: 12 });
  });

  it.each([
    [30, 'Minutes', 30],
    [1, 'Hours', 60],
    [1.5, 'Hours', 90],
    [1.25, 'Hours', 75],
    [12, 'Hours', 720],
  ] as const)('spec 1 §3: %s %s is %s minutes', (duration, unit, minutes) => {
    expect(durationToMinutes(duration, unit)).toBe(minutes);
  });

  it('spec 1 §3: a duration that is not a whole minute has no minutes', () => {
    expect(durationToMinutes(1.001, 'Hours')).toBeNull();
    expect(durationToMinutes(30.5, 'Minutes')).toBeNull();
  });

  it('spec 1 §3: minutes read back in the display unit', () => {
    expect(minutesToDuration(90, 'Hours')).toBe(1.5);
    expect(minutesToDuration(45, 'Minutes')).toBe(45);
    expect(naturalDurationUnit(120)).toBe('Hours');
    expect(naturalDurationUnit(90)).toBe('Minutes');
  });

  it.each([
    [720, 'Minutes', null],
    [721, 'Minutes', 'Duration can be at most 720 minutes.'],
    [12, 'Hours', null],
    [13, 'Hours', 'Duration can be at most 12 hours.'],
    [0, 'Minutes', 'Duration must be greater than zero.'],
    [null, 'Minutes', 'Enter a duration.'],
    [10.5, 'Minutes', 'Duration must be a whole number of minutes.'],
  ] as const)('spec 1 §5: %s %s → %s', (duration, unit, error) => {
    expect(durationError(duration, unit)).toBe(error);
  });
});

describe('duration problems for the form (spec 1 §5)', () => {
  it.each([
    [721, 'Minutes', 'tooLong'],
    [12.5, 'Hours', 'tooLong'],
    [-1, 'Hours', 'notPositive'],
    [undefined, 'Hours', 'required'],
    [0.01, 'Hours', 'notWholeMinutes'],
    [2, 'Hours', null],
  ] as const)('spec 1 §5: %s %s → %s', (duration, unit, problem) => {
    expect(durationProblem(duration, unit)).toBe(problem);
  });
});
