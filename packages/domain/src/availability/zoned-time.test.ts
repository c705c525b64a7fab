import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  clockLabel,
  dayOfWeek,
  instantMs,
  localDateOf,
  localDateWallMs,
  minutesOfDay,
  utcRangeOfLocalDates,
  utcToWallMs,
  wallToUtcMs,
  zoneAbbreviation,
  zonedDate,
  zoneOffsetMs,
} from './zoned-time.ts';

const HOUR = 3_600_000;
const DENVER = 'America/Denver';
const at = (iso: string) => Date.parse(iso);
const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('ruling 8: offsets and conversions come from the zone', () => {
  it('ruling 8: Denver is 7 hours behind UTC in winter and 6 in summer', () => {
    expect(zoneOffsetMs(DENVER, at('2026-01-15T12:00:00Z'))).toBe(-7 * HOUR);
    expect(zoneOffsetMs(DENVER, at('2026-07-15T12:00:00Z'))).toBe(-6 * HOUR);
    expect(zoneOffsetMs('Asia/Kathmandu', at('2026-07-15T12:34:56.789Z'))).toBe(5.75 * HOUR);
  });

  it('ruling 8: the change happens at 2:00 local time on 8 March and 1 November 2026', () => {
    expect(zoneOffsetMs(DENVER, at('2026-03-08T08:59:59Z'))).toBe(-7 * HOUR);
    expect(zoneOffsetMs(DENVER, at('2026-03-08T09:00:00Z'))).toBe(-6 * HOUR);
    expect(zoneOffsetMs(DENVER, at('2026-11-01T07:59:59Z'))).toBe(-6 * HOUR);
    expect(zoneOffsetMs(DENVER, at('2026-11-01T08:00:00Z'))).toBe(-7 * HOUR);
  });

  it('ruling 8: a skipped wall time moves forward by the gap, a repeated one is the earlier', () => {
    expect(wallToUtcMs(DENVER, wall('2026-03-08T02:30:00'))).toBe(at('2026-03-08T09:30:00Z')); // 03:30 MDT
    expect(wallToUtcMs(DENVER, wall('2026-03-08T03:00:00'))).toBe(at('2026-03-08T09:00:00Z'));
    expect(wallToUtcMs(DENVER, wall('2026-11-01T01:30:00'))).toBe(at('2026-11-01T07:30:00Z')); // MDT
    expect(wallToUtcMs(DENVER, wall('2026-11-01T02:00:00'))).toBe(at('2026-11-01T09:00:00Z'));
    // The same rules east of Greenwich (Berlin: 29 March and 25 October 2026).
    expect(wallToUtcMs('Europe/Berlin', wall('2026-03-29T02:30:00'))).toBe(at('2026-03-29T01:30:00Z'));
    expect(wallToUtcMs('Europe/Berlin', wall('2026-10-25T02:30:00'))).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('ruling 8: wall time and local date of an instant', () => {
    expect(utcToWallMs(DENVER, at('2026-03-08T10:00:00Z'))).toBe(wall('2026-03-08T04:00:00'));
    expect(localDateOf(DENVER, '2026-11-24T06:59:00Z')).toBe('2026-11-23');
    expect(localDateOf(DENVER, new Date('2026-11-24T07:00:00Z'))).toBe('2026-11-24');
    expect(localDateOf('Pacific/Kiritimati', '2026-11-23T12:00:00Z')).toBe('2026-11-24');
  });

  it('ruling 8: an unknown zone is refused', () => {
    expect(() => zoneOffsetMs('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });

  it('ruling 8: a date without a clock change has one offset; a change day has none', () => {
    expect(zonedDate(DENVER, '2026-03-07').offsetMs).toBe(-7 * HOUR);
    expect(zonedDate(DENVER, '2026-03-08').offsetMs).toBeNull();
    expect(zonedDate(DENVER, '2026-03-09').offsetMs).toBe(-6 * HOUR);
    expect(zonedDate(DENVER, '2026-11-01').offsetMs).toBeNull();
    expect(zonedDate('America/Phoenix', '2026-03-08').offsetMs).toBe(-7 * HOUR);
  });

  it('ruling 8: the UTC range of local dates spans their midnights, 23 hours on spring-forward day', () => {
    expect(utcRangeOfLocalDates(DENVER, '2026-03-08', '2026-03-08')).toEqual({
      start_at: '2026-03-08T07:00:00.000Z',
      end_at: '2026-03-09T06:00:00.000Z',
    });
    expect(utcRangeOfLocalDates(DENVER, '2026-11-22', '2026-11-28')).toEqual({
      start_at: '2026-11-22T07:00:00.000Z',
      end_at: '2026-11-29T07:00:00.000Z',
    });
  });

  it('ruling 8: short zone names tell the repeated hour apart', () => {
    expect(zoneAbbreviation(DENVER, at('2026-11-01T07:30:00Z'))).toBe('MDT');
    expect(zoneAbbreviation(DENVER, at('2026-11-01T08:30:00Z'))).toBe('MST');
  });
});

describe('instants', () => {
  it('ruling 8: reads UTC and offset instants, refuses one without an offset (it would depend on the process zone)', () => {
    expect(instantMs('2026-11-23T16:00:00Z')).toBe(at('2026-11-23T16:00:00Z'));
    expect(instantMs('2026-11-23T09:00:00-07:00')).toBe(at('2026-11-23T16:00:00Z'));
    expect(instantMs(new Date('2026-11-23T16:00:00Z'))).toBe(at('2026-11-23T16:00:00Z'));
    for (const bad of ['2026-11-23T16:00:00', '2026-11-23', 'soon']) {
      expect(() => instantMs(bad)).toThrow(RangeError);
    }
    expect(() => instantMs(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('local dates and times', () => {
  it('reads dates, refusing impossible ones', () => {
    expect(localDateWallMs('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(() => localDateWallMs('2026-02-30')).toThrow(RangeError);
    expect(() => localDateWallMs('20260228')).toThrow(RangeError);
    expect(addDaysToDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToDate('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('spec 3 §3.3: weekdays are numbered 0 Sunday … 6 Saturday', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });

  it('reads times as HH:mm, also PostgreSQL HH:mm:ss, up to 24:00', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('17:00:00')).toBe(1020);
    expect(minutesOfDay('24:00')).toBe(1440);
    for (const bad of ['9:30', '24:01', '12:60', '', 'noon']) {
      expect(() => minutesOfDay(bad)).toThrow(RangeError);
    }
  });

  it('labels wall times as the slot list shows them', () => {
    expect(clockLabel(wall('2026-11-23T09:00:00'))).toBe('9:00 AM');
    expect(clockLabel(wall('2026-11-23T00:15:00'))).toBe('12:15 AM');
    expect(clockLabel(wall('2026-11-23T12:30:00'))).toBe('12:30 PM');
    expect(clockLabel(wall('2026-11-23T23:45:00'))).toBe('11:45 PM');
  });
});
