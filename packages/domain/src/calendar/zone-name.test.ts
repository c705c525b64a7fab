import { describe, expect, it } from 'vitest';
import { zoneName, zoneNameWithId, zonesReadAlike } from './zone-name.ts';

// Issue 16 point 6: zones named in words, row by row.
const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('zoneName (issue 16 point 6)', () => {
  const rows: [zone: string, at: Date, name: string][] = [
    ['America/Denver', WINTER, 'Mountain Time'],
    ['America/Denver', SUMMER, 'Mountain Time'],
    ['America/New_York', SUMMER, 'Eastern Time'],
    ['America/Chicago', WINTER, 'Central Time'],
    ['America/Los_Angeles', WINTER, 'Pacific Time'],
    // Arizona keeps standard time all year, and says so.
    ['America/Phoenix', SUMMER, 'Mountain Standard Time'],
    ['Pacific/Honolulu', WINTER, 'Hawaii-Aleutian Standard Time'],
    // No generic words for UTC: the seasonal name stands in.
    ['UTC', WINTER, 'Coordinated Universal Time'],
    // Only an offset is known: the offset it is.
    ['Etc/GMT+5', WINTER, 'GMT-05:00'],
    // A zone the runtime does not know keeps its id.
    ['Mars/Olympus_Mons', WINTER, 'Mars/Olympus_Mons'],
  ];
  it.each(rows)('%s at %s is %s', (zone, at, name) => {
    expect(zoneName(zone, 'en-US', at)).toBe(name);
  });

  it('names the zone in the reader’s language', () => {
    expect(zoneName('America/Denver', 'es', WINTER)).toMatch(/monta/i);
  });
});

describe('zoneNameWithId', () => {
  it.each([
    ['America/Denver', 'Mountain Time (America/Denver)'],
    ['Etc/GMT+5', 'GMT-05:00 (Etc/GMT+5)'],
    ['Mars/Olympus_Mons', 'Mars/Olympus_Mons'],
  ])('%s reads %s', (zone, label) => {
    expect(zoneNameWithId(zone, 'en-US', WINTER)).toBe(label);
  });
});

describe('zonesReadAlike: whether a visitor is offered times in their own zone', () => {
  const rows: [a: string, b: string, at: Date, alike: boolean][] = [
    ['America/Denver', 'America/Denver', WINTER, true],
    // Same clock and the same words: nothing to offer.
    ['America/Denver', 'America/Boise', SUMMER, true],
    ['America/Denver', 'America/New_York', WINTER, false],
    // Same clock in winter, but Phoenix does not move in summer, and its name differs all year.
    ['America/Denver', 'America/Phoenix', WINTER, false],
    ['America/Denver', 'America/Phoenix', SUMMER, false],
    ['Europe/London', 'UTC', WINTER, false],
    ['America/Denver', 'Not/A_Zone', WINTER, false],
  ];
  it.each(rows)('%s and %s (%s): %s', (a, b, at, alike) => {
    expect(zonesReadAlike(a, b, at)).toBe(alike);
  });
});
