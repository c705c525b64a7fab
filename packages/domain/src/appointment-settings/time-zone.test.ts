import { describe, expect, it } from 'vitest';
import { canChangeTimeZone, isValidTimeZone } from './time-zone.ts';

describe('changing the merchant time zone (spec 1 §3 meta.is_default_time_zone, §7 merchant/set_time_zone)', () => {
  it('may change while the zone is still the default', () => {
    expect(canChangeTimeZone({ time_zone: 'America/Denver', is_default_time_zone: true })).toBe(true);
  });

  it('may change while the zone is empty', () => {
    expect(canChangeTimeZone({ time_zone: '', is_default_time_zone: false })).toBe(true);
  });

  it('may not change once chosen', () => {
    expect(canChangeTimeZone({ time_zone: 'America/Chicago', is_default_time_zone: false })).toBe(false);
  });
});

describe('IANA time zones (ruling 8)', () => {
  it('knows IANA zone names', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isValidTimeZone('Mountain Standard Time')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
