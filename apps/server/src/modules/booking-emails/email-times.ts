import type { ScheduleAmount } from '@paybook/contracts';
import { addScheduleAmount } from '@paybook/domain';

// Ruling 8: e-mails show times in the business's zone, as the booking page does, with the zone named.

type Formatters = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zone: Intl.DateTimeFormat };
const formatters = new Map<string, Formatters>();

function formattersOf(timeZone: string): Formatters {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
      zone: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The zone as the reader knows it at that instant ('MDT', 'GMT+1') and its IANA name. */
function zoneLabel(f: Formatters, at: Date, timeZone: string): string {
  const short = f.zone.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${short} (${timeZone})` : timeZone;
}

/** 'Monday, March 9, 2026, 10:00 AM MDT (America/Denver)'. */
export function formatInstant(at: Date, timeZone: string): string {
  const f = formattersOf(timeZone);
  return `${f.date.format(at)}, ${f.time.format(at)} ${zoneLabel(f, at, timeZone)}`;
}

/**
 * 'Monday, March 9, 2026, 10:00 AM – 11:00 AM MDT (America/Denver)'; an appointment that ends on a later
 * local date names both dates.
 */
export function formatTimeRange(start: Date, end: Date, timeZone: string): string {
  const f = formattersOf(timeZone);
  const startDate = f.date.format(start);
  const endDate = f.date.format(end);
  const endPart = endDate === startDate ? f.time.format(end) : `${endDate}, ${f.time.format(end)}`;
  return `${startDate}, ${f.time.format(start)} – ${endPart} ${zoneLabel(f, end, timeZone)}`;
}

/**
 * spec 1 §3 cancellation_time: the customer may cancel or reschedule online until the start minus this
 * amount (days and months are calendar steps in the business's zone, as lead time is).
 */
export function cancellationDeadline(start: Date, timeZone: string, amount: ScheduleAmount): Date {
  return new Date(addScheduleAmount(timeZone, start.getTime(), { value: -amount.value, unit: amount.unit }));
}
