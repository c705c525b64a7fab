import { appointmentUid, foldLine, sequenceOf, textValue } from '../booking-emails/appointment-ics.ts';

/** One appointment or personal time as the feed shows it (decision 181: no contact details, no notes). */
export type FeedItem = {
  id: number;
  kind: 'appointment' | 'personal_time';
  /** The service's name for an appointment, the title for personal time. */
  title: string;
  /** An appointment's customer as "First L." (decision 181); null for personal time. */
  customerName: string | null;
  start: Date;
  end: Date;
  isCancelled: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type FeedCalendar = {
  merchantId: number;
  /** X-WR-CALNAME: whose calendar, at which business. */
  name: string;
  /** The provider's IANA zone (X-WR-TIMEZONE, a hint: every time in the feed is UTC). */
  timeZone: string;
  items: readonly FeedItem[];
};

/** RFC 5545 §3.3.11: TEXT escapes backslash, semicolon, comma and line breaks (after textValue's cleaning). */
function escapeText(text: string): string {
  return textValue(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** RFC 5545 §3.3.5 form 2: a UTC date-time, 20260301T150000Z. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Stable per item, so a subscribed calendar updates the event it holds rather than adding another. */
function uidOf(merchantId: number, item: FeedItem): string {
  return item.kind === 'appointment'
    ? appointmentUid(merchantId, item.id)
    : `personal-time-${merchantId}-${item.id}@paybook`;
}

function summaryOf(item: FeedItem): string {
  return item.customerName ? `${item.title}: ${item.customerName}` : item.title;
}

function eventLines(merchantId: number, item: FeedItem): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uidOf(merchantId, item)}`,
    // Without a METHOD that asks for a reply, DTSTAMP is the time the event last changed (RFC 5545
    // §3.8.7.2), which keeps the feed's bytes, and so its ETag, the same until something changes.
    `DTSTAMP:${utc(item.updatedAt)}`,
    `CREATED:${utc(item.createdAt)}`,
    `LAST-MODIFIED:${utc(item.updatedAt)}`,
    `SEQUENCE:${sequenceOf(item)}`,
    `DTSTART:${utc(item.start)}`,
    `DTEND:${utc(item.end)}`,
    `SUMMARY:${escapeText(summaryOf(item))}`,
    `STATUS:${item.isCancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${item.isCancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    `CATEGORIES:${item.kind === 'appointment' ? 'Appointment' : 'Personal time'}`,
    'END:VEVENT',
  ];
}

/**
 * Issue 26 point 5: a provider's feed as an RFC 5545 calendar to subscribe to: PRODID, VERSION, CALSCALE,
 * METHOD:PUBLISH, the calendar's name and a refresh hint (RFC 7986), one VEVENT per item with times in UTC
 * (so no VTIMEZONE is needed), CRLF line ends, lines folded at 75 octets. Items in the order given.
 */
export function calendarFeedIcs(calendar: FeedCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Paybook//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${escapeText(calendar.timeZone)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
  ];
  for (const item of calendar.items) lines.push(...eventLines(calendar.merchantId, item));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
