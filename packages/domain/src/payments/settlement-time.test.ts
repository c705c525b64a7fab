import { describe, expect, it } from 'vitest';
import { achSettlementAt, addBusinessDays, isBusinessDay, nextLocalMidnight } from './settlement-time.ts';

const DENVER = 'America/Denver';

describe('issue 15 point 1: a card settles at the merchant’s next local midnight', () => {
  it.each([
    // instant, zone, next local midnight (UTC), why
    ['2026-03-10T17:00:00Z', DENVER, '2026-03-11T06:00:00.000Z', 'a summer-time weekday'],
    ['2026-01-15T06:59:59Z', DENVER, '2026-01-15T07:00:00.000Z', 'a second before local midnight'],
    ['2026-01-15T07:00:00Z', DENVER, '2026-01-16T07:00:00.000Z', 'exactly at midnight: the next one'],
    ['2026-03-08T03:00:00Z', DENVER, '2026-03-08T07:00:00.000Z', 'evening before spring forward'],
    ['2026-03-08T16:00:00Z', DENVER, '2026-03-09T06:00:00.000Z', 'spring-forward day (23 hours)'],
    ['2026-11-01T08:30:00Z', DENVER, '2026-11-02T07:00:00.000Z', 'fall-back day, first 01:30 (MDT)'],
    ['2026-11-01T09:30:00Z', DENVER, '2026-11-02T07:00:00.000Z', 'fall-back day, second 01:30 (MST)'],
    ['2026-11-01T05:59:00Z', DENVER, '2026-11-01T06:00:00.000Z', 'the minute before the fall-back day'],
    ['2026-03-10T23:30:00+01:00', 'Europe/Paris', '2026-03-10T23:00:00.000Z', 'another zone and offset'],
    ['2026-09-05T12:00:00Z', 'America/Santiago', '2026-09-06T04:00:00.000Z', 'a midnight the clock skips'],
  ])('%s in %s → %s (%s)', (instant, zone, midnight) => {
    expect(nextLocalMidnight(zone, instant)).toBe(midnight);
  });

  it('reads a Date as well as an ISO string', () => {
    expect(nextLocalMidnight(DENVER, new Date('2026-03-10T17:00:00Z'))).toBe('2026-03-11T06:00:00.000Z');
  });

  it('refuses a time without an offset rather than read it in the process’s zone', () => {
    expect(() => nextLocalMidnight(DENVER, '2026-03-10T17:00:00')).toThrow(RangeError);
  });
});

describe('decision 67: business days are Monday to Friday, no holidays in the sandbox', () => {
  it.each([
    ['2026-03-06', true, 'Friday'],
    ['2026-03-07', false, 'Saturday'],
    ['2026-03-08', false, 'Sunday'],
    ['2026-03-09', true, 'Monday'],
    ['2026-12-25', true, 'Christmas, a Friday: not a holiday here'],
  ])('%s is a business day: %s (%s)', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each([
    ['2026-03-09', 2, '2026-03-11', 'Monday + 2 is Wednesday'],
    ['2026-03-06', 2, '2026-03-10', 'Friday + 2 is Tuesday'],
    ['2026-03-07', 2, '2026-03-10', 'Saturday + 2 is Tuesday'],
    ['2026-03-08', 1, '2026-03-09', 'Sunday + 1 is Monday'],
    ['2026-03-12', 2, '2026-03-16', 'Thursday + 2 is Monday'],
    ['2026-03-09', 0, '2026-03-09', 'none'],
  ])('%s + %s business days = %s (%s)', (date, count, expected) => {
    expect(addBusinessDays(date, count)).toBe(expected);
  });
});

describe('issue 15 point 1: an ACH debit settles after 2 business days, at local midnight', () => {
  it.each([
    // posted at, settles at (UTC), why
    ['2026-03-09T16:00:00Z', '2026-03-12T06:00:00.000Z', 'Monday → as Thursday begins (MDT)'],
    [
      '2026-03-06T17:00:00Z',
      '2026-03-11T06:00:00.000Z',
      'Friday (MST) → Wednesday (MDT), over spring forward',
    ],
    ['2026-03-07T06:30:00Z', '2026-03-11T06:00:00.000Z', 'Friday 23:30 local, Saturday in UTC: still Friday'],
    ['2026-03-07T18:00:00Z', '2026-03-11T06:00:00.000Z', 'Saturday → Wednesday'],
    ['2026-03-08T18:00:00Z', '2026-03-11T06:00:00.000Z', 'Sunday (spring-forward day) → Wednesday'],
    ['2026-10-30T16:00:00Z', '2026-11-04T07:00:00.000Z', 'Friday (MDT) → Wednesday (MST), over fall back'],
    ['2026-03-12T16:00:00Z', '2026-03-17T06:00:00.000Z', 'Thursday → Tuesday, over a weekend'],
  ])('posted %s → settles %s (%s)', (postedAt, settlesAt) => {
    expect(achSettlementAt(DENVER, postedAt)).toBe(settlesAt);
  });
});
