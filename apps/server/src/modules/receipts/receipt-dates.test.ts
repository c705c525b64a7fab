import { describe, expect, it } from 'vitest';
import { formatBillDate, formatOrderTime } from './receipt-dates.ts';

describe('receipt dates (ruling 8)', () => {
  it.each([
    ['winter in Denver', '2026-11-26T16:17:00Z', 'America/Denver', 'November 26, 2026 at 9:17 AM MST'],
    ['summer in Denver', '2026-07-01T16:17:00Z', 'America/Denver', 'July 1, 2026 at 10:17 AM MDT'],
    [
      'the local day before UTC',
      '2026-11-27T03:00:00Z',
      'America/Denver',
      'November 26, 2026 at 8:00 PM MST',
    ],
    ['New York', '2026-11-26T16:17:00Z', 'America/New_York', 'November 26, 2026 at 11:17 AM EST'],
  ])('%s', (_case, instant, zone, expected) => {
    expect(formatOrderTime(instant, zone)).toBe(expected);
  });

  it.each([
    ['2026-12-07', 'Monday, December 7, 2026'],
    ['2027-03-14', 'Sunday, March 14, 2027'],
  ])('bill date %s', (date, expected) => {
    expect(formatBillDate(date)).toBe(expected);
  });
});
