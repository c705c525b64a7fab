import { BOOKING_TIME_UNAVAILABLE, type BookingRefusal } from '@paybook/contracts';
import { isApiError } from '@/lib/api-client';

// Ruling 8: the booking page shows every time in the business's zone and names it, so a visitor in
// another zone reads "9:30 AM (America/Denver)" and not their own clock.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/** '9:30 AM' on the zone's clock. */
export function formatTime(instant: string, timeZone: string, locale: string): string {
  return formatter(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** 'Tuesday, December 1, 2026' for an instant on the zone's calendar. */
export function formatDay(instant: string, timeZone: string, locale: string): string {
  return formatter(locale, timeZone, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(instant));
}

/** 'Tuesday, December 1, 2026' for a local date 'yyyy-MM-dd' (no zone: it is a calendar date). */
export function formatLocalDate(date: string, locale: string): string {
  return formatter(locale, 'UTC', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The first and last local dates of the month of `date`, the first not before `today`. */
export function visibleMonthRange(date: string, today: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = `${date.slice(0, 7)}-01`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = `${date.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`;
  return { from: first < today ? today : first, to: last < today ? today : last };
}

/** The refusal of a booking time with the server's other slots, when the error is one (ruling 4). */
export function bookingRefusalOf(error: unknown): BookingRefusal['error'] | null {
  if (!isApiError(error) || error.code !== BOOKING_TIME_UNAVAILABLE) return null;
  const body = error.body as Partial<BookingRefusal> | undefined;
  const refusal = body?.error;
  if (!refusal || !Array.isArray(refusal.other_slots)) return null;
  return refusal;
}
