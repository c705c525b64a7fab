// Inputs for the availability tests and the engine benchmark (bench/engine.ts): a plain week that each
// test changes in the one respect it is about.
import type { AvailabilityWorkDay } from './day-schedule.ts';
import type { AvailabilityInput } from './slots.ts';

/** Monday to Saturday 09:00–17:00 with a 12:00–13:00 break (break id = weekday); Sunday off. */
export function weekPlan(): AvailabilityWorkDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    enabled: day !== 0,
    start_at: '09:00',
    end_at: '17:00',
    breaks: [{ id: day, start_at: '12:00', end_at: '13:00' }],
  }));
}

/**
 * A Denver provider, a 60-minute service without buffer, no lead time or advance limit, and `now` on
 * 1 January 2026, before every date the tests ask about (unless they move it).
 */
export function availabilityInput(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    time_zone: 'America/Denver',
    work_plan: weekPlan(),
    days_off: [],
    day_boundaries: [],
    break_exceptions: [],
    busy: [],
    excluded_appointment_id: null,
    service: { duration_minutes: 60, buffer_minutes: 0 },
    lead_time: null,
    advance_booking: null,
    now: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
