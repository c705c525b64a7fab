import { i18n } from './i18n';

/**
 * Issue 16 point 9: dates in one format per locale ("Nov 25, 2026" in English; a date and time
 * "Nov 25, 2026, 5:30 PM"; a time "5:30 PM"), everywhere the back office shows one.
 *
 * Accepts an ISO instant ('2026-11-25T17:30:00Z'), a local date ('2026-11-25', read as that calendar day in
 * any zone), a 'HH:mm' time of day (formatTime only) or a Date. An unreadable value shows as ''.
 * `timeZone` reads an instant on that clock (ruling 8: the merchant's or provider's zone).
 */
type DateValue = string | Date | null | undefined;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${i18n.language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(i18n.language, options);
    formatters.set(key, found);
  }
  return found;
}

function instantOf(value: DateValue): { date: Date; isLocalDate: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { date: value, isLocalDate: false };
  // A calendar date is that day wherever the user is: read it at noon UTC and format it in UTC.
  if (LOCAL_DATE.test(value)) return { date: new Date(`${value}T12:00:00Z`), isLocalDate: true };
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, isLocalDate: false };
}

/** "Nov 25, 2026". */
export function formatDate(value: DateValue, timeZone?: string): string {
  const read = instantOf(value);
  if (!read) return '';
  const zone = read.isLocalDate ? 'UTC' : timeZone;
  return formatter({ dateStyle: 'medium', ...(zone ? { timeZone: zone } : {}) }).format(read.date);
}

/** "Nov 25, 2026, 5:30 PM". */
export function formatDateTime(value: DateValue, timeZone?: string): string {
  const read = instantOf(value);
  if (!read) return '';
  return formatter({ dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    read.date,
  );
}

/** "5:30 PM": an instant on a clock, or a 'HH:mm' time of day. */
export function formatTime(value: DateValue, timeZone?: string): string {
  if (typeof value === 'string' && TIME_OF_DAY.test(value)) {
    return formatter({ timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`1970-01-01T${value}:00Z`));
  }
  const read = instantOf(value);
  if (!read) return '';
  return formatter({ timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(read.date);
}
