import { describe, expect, it } from 'vitest';
import { formatEventTime, formatVisitDate, formatVisitTimes, visitCalendarPath } from './visit-format';

// Issue 16 point 7: visits are shown in the provider's zone and link to the calendar at their week.

const visit = (start_at: string, time_zone = 'America/Denver') => ({
  id: 77,
  start_at,
  time_zone,
  provider: { id: 12, name: 'Ana Lopez' },
});

describe('visitCalendarPath', () => {
  it.each([
    ['a Wednesday afternoon in Denver', visit('2026-11-25T22:00:00Z'), '2026-11-25'],
    // 04:30 UTC on Thursday is still Wednesday evening in Denver: the week is the provider's date's.
    ['late evening, the next day in UTC', visit('2026-11-26T04:30:00Z'), '2026-11-25'],
    ['Saturday night in Denver, Sunday in UTC', visit('2026-11-29T05:00:00Z'), '2026-11-28'],
    ['the same instant in New York', visit('2026-11-26T04:30:00Z', 'America/New_York'), '2026-11-25'],
    ['Tokyo is a day ahead', visit('2026-11-25T22:00:00Z', 'Asia/Tokyo'), '2026-11-26'],
  ])('%s', (_name, value, week) => {
    expect(visitCalendarPath(value)).toBe(`/appointments?viewProvider=12&week=${week}&appointmentId=77`);
  });
});

describe('formatting in the provider zone', () => {
  it.each([
    ['Denver', 'America/Denver', 'Wed, Nov 25, 2026', '3:00 – 3:30 PM MST'],
    ['New York', 'America/New_York', 'Wed, Nov 25, 2026', '5:00 – 5:30 PM EST'],
    ['an unknown zone falls back to the browser zone', 'Mars/Olympus', null, null],
  ])('%s', (_name, zone, date, times) => {
    const start = '2026-11-25T22:00:00Z';
    const end = '2026-11-25T22:30:00Z';
    if (date && times) {
      expect(formatVisitDate(start, zone, 'en-US')).toBe(date);
      expect(formatVisitTimes(start, end, zone, 'en-US').replace(/\s/g, ' ')).toBe(times);
    } else {
      expect(formatVisitDate(start, zone, 'en-US')).toMatch(/2026/);
      expect(formatVisitTimes(start, end, zone, 'en-US')).toMatch(/\d:\d\d/);
    }
  });

  it('an end not after the start shows the start alone', () => {
    expect(
      formatVisitTimes('2026-11-25T22:00:00Z', '2026-11-25T22:00:00Z', 'America/Denver', 'en-US').replace(
        /\s/g,
        ' ',
      ),
    ).toBe('3:00 PM MST');
  });
});

describe('formatEventTime', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['this year: no year', '2026-11-25T22:00:00Z', 'America/Denver', 'Wed, Nov 25, 3:00 PM'],
    ['another year: with the year', '2027-01-05T17:00:00Z', 'America/Denver', 'Tue, Jan 5, 2027, 10:00 AM'],
    ['in the zone given', '2026-11-25T22:00:00Z', 'America/New_York', 'Wed, Nov 25, 5:00 PM'],
    ['no instant', null, 'America/Denver', null],
    ['an unreadable instant', 'soon', 'America/Denver', null],
  ])('%s', (_name, iso, zone, expected) => {
    const result = formatEventTime(iso, zone, 'en-US', now);
    expect(result === null ? null : result.replace(/\s/g, ' ')).toBe(expected);
  });
});
