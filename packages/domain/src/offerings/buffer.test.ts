import { describe, expect, it } from 'vitest';
import { BUFFER_MINUTES_OPTIONS, isBufferMinutes } from './buffer.ts';

describe('service buffer (spec 1 §5, §9)', () => {
  it('spec 1 §9: the options are 0, 5, 10, 15 and 30 minutes, in order', () => {
    expect(BUFFER_MINUTES_OPTIONS).toEqual([0, 5, 10, 15, 30]);
  });

  it.each([
    [0, true],
    [30, true],
    [20, false],
    [-5, false],
    [7.5, false],
  ])('spec 1 §5: %s minutes is an option: %s', (value, expected) => {
    expect(isBufferMinutes(value)).toBe(expected);
  });
});
