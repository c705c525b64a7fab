import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder, mulDivHalfUp, percentOfCents } from './rounding.ts';
import { seededNumbers } from './test-input.ts';

describe('decision 65: a percentage of cents rounds half up to the cent', () => {
  it.each([
    // cents, thousandths of a percent, exact cents, rounded
    [6, 8250, '0.495', 0],
    [200, 8250, '16.5', 17],
    [5, 10000, '0.5', 1],
    [4, 12500, '0.5', 1],
    [1, 50000, '0.5', 1],
    [1, 49999, '0.49999', 0],
    [40, 8875, '3.55', 4],
    [100, 8875, '8.875', 9],
    [200, 6250, '12.5', 13],
    [1000, 8250, '82.5', 83],
    [0, 8250, '0', 0],
    [12345, 100000, '12345', 12345],
  ])('%s cents × %s/100000 = %s → %s', (cents, thousandths, _exact, rounded) => {
    expect(percentOfCents(cents, thousandths)).toBe(rounded);
  });

  it('is exact past 2^53: 999,999.99 × 1000 items × 8.375 %', () => {
    expect(mulDivHalfUp(99_999_999_999_000, 8375, 100_000)).toBe(8_374_999_999_916);
  });
});

describe('decision 65: largest remainder spreads a rounded total exactly', () => {
  it.each([
    [151, [1000, 500, 5], [100, 50, 1]],
    [100, [100, 100, 100], [34, 33, 33]],
    [2, [1, 1, 1], [1, 1, 0]],
    [0, [300, 200], [0, 0]],
    [500, [300, 200], [300, 200]],
    [7, [0, 5, 5], [0, 4, 3]],
    [0, [0, 0], [0, 0]],
  ])('%s over %j is %j', (total, weights, parts) => {
    expect(allocateByLargestRemainder(total, weights)).toEqual(parts);
  });

  it('parts always sum to the total and never pass their weight', () => {
    const next = seededNumbers(7);
    for (let round = 0; round < 500; round++) {
      const weights = Array.from({ length: 1 + next(20) }, () => next(10_000));
      const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
      const total = weightSum === 0 ? 0 : next(weightSum + 1);
      const parts = allocateByLargestRemainder(total, weights);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      parts.forEach((part, index) => {
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(weights[index]!);
      });
    }
  });

  it('refuses cents with nothing to spread them over', () => {
    expect(() => allocateByLargestRemainder(1, [0, 0])).toThrow(RangeError);
  });
});
