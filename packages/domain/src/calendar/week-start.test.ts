import { describe, expect, it } from 'vitest';
import { weekdayOrder, weekStartOf } from './week-start.ts';
import { addDays } from './zoned-time.ts';

// 2026-11-22 is a Sunday; 2026-11-26 a Thursday.
describe('weekStartOf (issue 16 point 9)', () => {
  it.each([
    ['Sunday start, a Thursday', '2026-11-26', 0, '2026-11-22'],
    ['Sunday start, the Sunday itself', '2026-11-22', 0, '2026-11-22'],
    ['Sunday start, a Saturday', '2026-11-28', 0, '2026-11-22'],
    ['Monday start, a Thursday', '2026-11-26', 1, '2026-11-23'],
    ['Monday start, a Sunday belongs to the week before', '2026-11-22', 1, '2026-11-16'],
    ['Monday start, the Monday itself', '2026-11-23', 1, '2026-11-23'],
    ['Saturday start, a Friday', '2026-11-27', 6, '2026-11-21'],
    ['Saturday start, the Saturday itself', '2026-11-28', 6, '2026-11-28'],
    ['Wednesday start, a Tuesday', '2026-11-24', 3, '2026-11-18'],
    ['across a month', '2026-12-01', 1, '2026-11-30'],
    ['across a year', '2027-01-01', 1, '2026-12-28'],
    ['across a leap day', '2028-03-01', 4, '2028-02-24'],
  ])('%s: %s with weeks from day %i starts %s', (_, date, weekStartsOn, expected) => {
    expect(weekStartOf(date, weekStartsOn)).toBe(expected);
  });

  it('each day of the seven gives the same first date, for every week start', () => {
    for (let weekStartsOn = 0; weekStartsOn < 7; weekStartsOn += 1) {
      const first = weekStartOf('2026-11-26', weekStartsOn);
      for (let index = 0; index < 7; index += 1)
        expect(weekStartOf(addDays(first, index), weekStartsOn)).toBe(first);
      expect(weekStartOf(addDays(first, 7), weekStartsOn)).toBe(addDays(first, 7));
    }
  });
});

describe('weekdayOrder (issue 16 point 9)', () => {
  it.each([
    [0, [0, 1, 2, 3, 4, 5, 6]],
    [1, [1, 2, 3, 4, 5, 6, 0]],
    [6, [6, 0, 1, 2, 3, 4, 5]],
  ])('weeks from day %i', (weekStartsOn, expected) => {
    expect(weekdayOrder(weekStartsOn)).toEqual(expected);
  });
});
