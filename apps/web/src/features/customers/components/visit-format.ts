import type { CustomerAppointment } from '@paybook/contracts';
import { wallClock } from '@paybook/domain';

// Issue 16 point 7: how the profile shows a customer's visits: in the provider's zone, with a link to the
// calendar at that week for that provider.

/** A zone the browser knows, else undefined (the browser's own zone then). */
function knownZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** 'Wed, Nov 25, 2026' in the zone. */
export function formatVisitDate(startAt: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: knownZone(timeZone),
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(startAt));
}

/** '3:00 – 3:30 PM MST' in the zone: the zone's short name says whose clock it is. */
export function formatVisitTimes(startAt: string, endAt: string, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: knownZone(timeZone),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const start = new Date(startAt);
  const end = new Date(endAt);
  return end > start ? format.formatRange(start, end) : format.format(start);
}

/**
 * 'Wed, Nov 25, 3:00 PM' in the zone (the timeline's short form: the year only when it is not the year of
 * `now` in that zone); null for a missing or unreadable instant.
 */
export function formatEventTime(
  iso: string | null | undefined,
  timeZone: string | null | undefined,
  locale: string,
  now: Date = new Date(),
): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const zone = knownZone(timeZone);
  const yearOf = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' }).format(date);
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(yearOf(instant) === yearOf(now) ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/**
 * The calendar at the visit's week for its provider, with the appointment open (spec 1 §2.3 parameters;
 * the calendar reads `week` as any date of the week it shows).
 */
export function visitCalendarPath(
  visit: Pick<CustomerAppointment, 'id' | 'start_at' | 'time_zone' | 'provider'>,
) {
  const zone = knownZone(visit.time_zone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const params = new URLSearchParams({
    viewProvider: String(visit.provider.id),
    week: wallClock(new Date(visit.start_at), zone).date,
    appointmentId: String(visit.id),
  });
  return `/appointments?${params.toString()}`;
}
