import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

const MAX_MS = 8.64e15;

describe('isoInstant (issue 14 point 5)', () => {
  it('writes what toISOString writes, across days, years, leap days and clock-change dates', () => {
    const instants = [
      0,
      -1,
      1,
      Date.UTC(2026, 2, 8, 9, 0, 0, 0),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(1969, 11, 31, 23, 59, 59, 999),
      Date.UTC(1, 0, 1),
      Date.UTC(-1, 5, 15, 12, 30, 45, 5),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      MAX_MS,
      -MAX_MS,
    ];
    // A deterministic spread over ±300,000 years, millisecond precision.
    let seed = 1;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      instants.push(Math.round(((seed / 2_147_483_647) * 2 - 1) * MAX_MS) / (i % 2 ? 1 : 1e6));
    }
    for (const ms of instants) {
      const expected = new Date(Math.trunc(ms)).toISOString();
      expect(isoInstant(Math.trunc(ms))).toBe(expected);
    }
  });

  it('treats a fraction of a millisecond and an invalid instant as Date does', () => {
    expect(isoInstant(1.7)).toBe(new Date(1.7).toISOString());
    expect(isoInstant(-1.7)).toBe(new Date(-1.7).toISOString());
    expect(() => isoInstant(Number.NaN)).toThrow(RangeError);
    expect(() => isoInstant(MAX_MS + 1)).toThrow(RangeError);
  });
});
