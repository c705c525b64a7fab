// Date and time helpers of the appointment form (ruling 8: dates are the provider's local dates).
import { addDays, DEFAULT_APPOINTMENT_SLOT_MINUTES, wallClock } from '@paybook/domain';

/**
 * spec 1 §9: a default appointment slot ends one hour after its start where no duration applies;
 * otherwise the service's duration does.
 */
export function appointmentEnd(startAt: string, durationMinutes: number | null): string {
  const minutes = durationMinutes ?? DEFAULT_APPOINTMENT_SLOT_MINUTES;
  return new Date(Date.parse(startAt) + minutes * 60_000).toISOString();
}

/** The first and last date of the month holding a date ('yyyy-MM-dd'): the date picker asks for one month. */
export function monthRange(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const nextMonth = addDays(from, 31);
  return { from, to: addDays(`${nextMonth.slice(0, 7)}-01`, -1) };
}

/** The provider's local date of an instant. */
export function localDateOf(instant: string, timeZone: string): string {
  return wallClock(new Date(instant), timeZone).date;
}
