import { describe, expect, it } from 'vitest';
import { localDateOfWallMs, localDateWallMs, zoneOffsetMs } from './zoned-time.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The offset straight from Intl's parts, as a reference that shares no code with zoned-time.ts. */
function intlOffsetMs(timeZone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(utcMs);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** Every minute from `fromIso` for `hours` hours, asked twice (the second time from the remembered hours). */
function expectSameAsIntl(timeZone: string, fromIso: string, hours: number) {
  const from = Date.parse(fromIso);
  for (let round = 0; round < 2; round++) {
    for (let t = from; t < from + hours * HOUR; t += MINUTE) {
      const got = zoneOffsetMs(timeZone, t);
      if (got !== intlOffsetMs(timeZone, t)) {
        throw new Error(`${timeZone} at ${new Date(t).toISOString()}: ${got} ≠ ${intlOffsetMs(timeZone, t)}`);
      }
    }
  }
}

describe('ruling 8: remembered hourly offsets equal the zone data at every minute (issue 4 point 7 speed)', () => {
  it('America/Denver across spring forward and fall back 2026', () => {
    expectSameAsIntl('America/Denver', '2026-03-08T06:00:00Z', 6);
    expectSameAsIntl('America/Denver', '2026-11-01T05:00:00Z', 6);
  });

  it('changes in the middle of a UTC hour: St John’s (−3:30) and Lord Howe (30-minute daylight saving)', () => {
    // St John's changes at 02:00 local = 05:30 UTC; Lord Howe at 02:00 local = 15:00 or 15:30 UTC.
    expectSameAsIntl('America/St_Johns', '2026-03-08T03:00:00Z', 5);
    expectSameAsIntl('America/St_Johns', '2026-11-01T02:00:00Z', 5);
    expectSameAsIntl('Australia/Lord_Howe', '2026-04-04T13:00:00Z', 5);
    expectSameAsIntl('Australia/Lord_Howe', '2026-10-03T13:00:00Z', 5);
  });

  it('a second within the changing hour is read exactly, before and after the change', () => {
    const change = Date.parse('2026-03-08T05:30:00Z');
    expect(zoneOffsetMs('America/St_Johns', change - 1000)).toBe(-3.5 * HOUR);
    expect(zoneOffsetMs('America/St_Johns', change)).toBe(-2.5 * HOUR);
    expect(zoneOffsetMs('America/St_Johns', change - 1000)).toBe(-3.5 * HOUR);
  });

  it('an unknown zone still throws RangeError, also when asked again', () => {
    expect(() => zoneOffsetMs('Mars/Olympus_Mons', 0)).toThrow(RangeError);
    expect(() => zoneOffsetMs('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });
});

describe('remembered dates answer as the first time (issue 4 point 7 speed)', () => {
  it('every date of 2024–2028 both ways, twice; malformed and impossible dates still throw', () => {
    const first = Date.UTC(2024, 0, 1);
    for (let round = 0; round < 2; round++) {
      for (let wall = first; wall < Date.UTC(2029, 0, 1); wall += 86_400_000) {
        const date = new Date(wall).toISOString().slice(0, 10);
        expect(localDateOfWallMs(wall + 13 * HOUR)).toBe(date);
        expect(localDateWallMs(date)).toBe(wall);
      }
    }
    for (let round = 0; round < 2; round++) {
      expect(() => localDateWallMs('2026-02-30')).toThrow(RangeError);
      expect(() => localDateWallMs('2026-2-3')).toThrow(RangeError);
    }
    expect(localDateOfWallMs(Date.UTC(1969, 11, 31, 23))).toBe('1969-12-31');
  });
});
