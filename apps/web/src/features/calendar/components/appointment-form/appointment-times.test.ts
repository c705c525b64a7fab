import { describe, expect, it } from 'vitest';
import { appointmentEnd, localDateOf, monthRange } from './appointment-times';

describe('appointment times', () => {
  it('spec 1 §9: a default slot ends one hour after its start where no duration applies', () => {
    expect(appointmentEnd('2026-11-23T16:00:00.000Z', null)).toBe('2026-11-23T17:00:00.000Z');
  });

  it("uses the service's duration when there is one", () => {
    expect(appointmentEnd('2026-11-23T16:00:00.000Z', 45)).toBe('2026-11-23T16:45:00.000Z');
  });

  it('asks for the whole month the date picker shows', () => {
    expect(monthRange('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("ruling 8: reads an instant's date on the provider's clock, not the browser's", () => {
    // 02:00 UTC on the 24th is still the evening of the 23rd in Denver.
    expect(localDateOf('2026-11-24T02:00:00.000Z', 'America/Denver')).toBe('2026-11-23');
    expect(localDateOf('2026-11-24T02:00:00.000Z', 'America/New_York')).toBe('2026-11-23');
    expect(localDateOf('2026-11-24T06:00:00.000Z', 'America/New_York')).toBe('2026-11-24');
  });
});
