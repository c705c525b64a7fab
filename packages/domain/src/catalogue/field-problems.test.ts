import { describe, expect, it } from 'vitest';
import { isWholeNumberBetween } from './field-problems.ts';

describe('whole numbers in a range', () => {
  it('spec 2 §3: accepts whole numbers within the bounds, bounds included', () => {
    expect(isWholeNumberBetween(1, 1, 31)).toBe(true);
    expect(isWholeNumberBetween(31, 1, 31)).toBe(true);
  });

  it.each([null, Number.NaN, 0, 32, 1.5, Number.POSITIVE_INFINITY])(
    'spec 2 §3: refuses %s for 1–31',
    (value) => {
      expect(isWholeNumberBetween(value, 1, 31)).toBe(false);
    },
  );
});
