import { describe, expect, it } from 'vitest';
import { anyProviderAvailableDates, anyProviderTimeSlots } from './any-provider.ts';
import { availabilityInput } from './test-input.ts';

// Monday 23 November 2026 (Denver UTC-7); the test plan works Monday–Saturday 09:00–17:00, break 12–13.
const MONDAY = '2026-11-23';
const denver = (date: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hours + 7, minutes)).toISOString();
};

describe('issue 4 point 6: any available provider (spec 1 §5)', () => {
  it('a start is offered once, listing every provider free for it, in time order', () => {
    const busyAtNine = availabilityInput({
      busy: [
        { kind: 'appointment', id: 1, start_at: denver(MONDAY, '09:00'), end_at: denver(MONDAY, '10:00') },
      ],
    });
    const free = availabilityInput();
    const slots = anyProviderTimeSlots(
      [
        { service_provider_id: 7, input: free },
        { service_provider_id: 3, input: busyAtNine },
      ],
      MONDAY,
    );
    expect(slots[0]).toEqual({
      start_at: denver(MONDAY, '09:00'),
      end_at: denver(MONDAY, '10:00'),
      service_provider_ids: [7],
    });
    expect(slots.find((slot) => slot.start_at === denver(MONDAY, '10:00'))?.service_provider_ids).toEqual([
      3, 7,
    ]);
    const starts = slots.map((slot) => slot.start_at);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('ruling 8: providers in other zones keep their own clocks; their slots interleave by instant', () => {
    const denverInput = availabilityInput();
    const newYork = availabilityInput({ time_zone: 'America/New_York' });
    const slots = anyProviderTimeSlots(
      [
        { service_provider_id: 1, input: denverInput },
        { service_provider_id: 2, input: newYork },
      ],
      MONDAY,
    );
    // New York's 09:00 is 14:00Z, Denver's 16:00Z; Denver's 11:00 (18:00Z) is New York's 13:00: both free.
    expect(slots[0]).toMatchObject({ start_at: '2026-11-23T14:00:00.000Z', service_provider_ids: [2] });
    expect(slots.find((slot) => slot.start_at === '2026-11-23T18:00:00.000Z')?.service_provider_ids).toEqual([
      1, 2,
    ]);
    const starts = slots.map((slot) => slot.start_at);
    expect(starts).toEqual([...starts].sort());
  });

  it('dates: the union of the providers’ available dates, each once and in order', () => {
    const mondayOff = availabilityInput({ days_off: [MONDAY] });
    const tuesdayOff = availabilityInput({ days_off: ['2026-11-24'] });
    expect(
      anyProviderAvailableDates([{ service_provider_id: 1, input: mondayOff }], MONDAY, '2026-11-24'),
    ).toEqual(['2026-11-24']);
    expect(
      anyProviderAvailableDates(
        [
          { service_provider_id: 1, input: mondayOff },
          { service_provider_id: 2, input: tuesdayOff },
        ],
        '2026-11-22',
        '2026-11-24',
      ),
    ).toEqual([MONDAY, '2026-11-24']);
  });

  it('no providers: no dates and no slots', () => {
    expect(anyProviderTimeSlots([], MONDAY)).toEqual([]);
    expect(anyProviderAvailableDates([], MONDAY, '2026-11-30')).toEqual([]);
  });
});
