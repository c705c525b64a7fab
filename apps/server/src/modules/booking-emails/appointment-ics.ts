import { createEvent } from 'ics';
import type { StoredAttachment } from '../../db/schema/index.ts';

export type IcsAppointment = {
  merchantId: number;
  id: number;
  start: Date;
  end: Date;
  createdAt: Date;
  updatedAt: Date;
  summary: string;
  description: string;
  /** Issue 16 point 5: the business's address on one line; '' leaves LOCATION out. */
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/**
 * REQUEST and CANCEL travel with the e-mails (the customer is the ATTENDEE, RFC 5546); PUBLISH is the file
 * the confirmation page offers to download ("Add to calendar"), an event to keep rather than an
 * invitation to answer. All three share the UID, so a calendar holds the appointment once.
 */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/**
 * Stable per appointment, so a calendar updates (or, on cancel, removes) the event it added from the
 * confirmation rather than adding another one.
 */
export function appointmentUid(merchantId: number, id: number): string {
  return `appointment-${merchantId}-${id}@paybook`;
}

/**
 * RFC 5546 SEQUENCE grows with each change (the e-mails' files and the provider's feed, issue 26 point 5); the seconds between the booking and its last change grow
 * with every reschedule and the cancellation, and need no column of their own.
 */
export function sequenceOf(appointment: Pick<IcsAppointment, 'createdAt' | 'updatedAt'>): number {
  return Math.max(0, Math.floor((appointment.updatedAt.getTime() - appointment.createdAt.getTime()) / 1000));
}

/**
 * RFC 5545 §3.2: a parameter value (the library quotes it) may hold no DQUOTE and no control character,
 * and has no escape for either, so a name's double quotes become apostrophes and its line breaks spaces.
 * A backslash means nothing there, yet readers take `\n` in it for a line break (ical.js does), so it
 * becomes a slash.
 */
function parameterValue(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .replace(/\p{Cc}+/gu, ' ');
}

/**
 * RFC 5545 §3.3.11: the library escapes backslash, semicolon, comma and line feed in a TEXT value; a lone
 * CR is a line break too, and other control characters have no escape and are dropped.
 */
export function textValue(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\t\n]/gu, '');
}

/** RFC 5545 §3.1: a line of at most 75 octets, continued after CRLF and a space; never inside a character. */
const LINE_OCTETS = 75;

export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space counts towards its 75 octets.
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The library folds at 75 characters, not octets: unfold its lines and fold them again by octets. */
function foldByOctets(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

/**
 * Ruling 4: the appointment as iCalendar text (RFC 5545/5546): METHOD:REQUEST to add or update it,
 * METHOD:CANCEL to remove it, METHOD:PUBLISH to download it; DTSTART and DTEND in UTC; the business is the
 * ORGANIZER. The one place the file is built, so every name and text is made safe here (issue 13 point 10).
 */
export function appointmentIcsText(appointment: IcsAppointment, method: IcsMethod): string {
  const location = textValue(appointment.location ?? '').trim();
  const { error, value } = createEvent({
    productId: '-//Paybook//Booking//EN',
    method,
    uid: appointmentUid(appointment.merchantId, appointment.id),
    sequence: sequenceOf(appointment),
    start: appointment.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appointment.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: textValue(appointment.summary),
    description: textValue(appointment.description),
    ...(location ? { location } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { ...appointment.organizer, name: parameterValue(appointment.organizer.name) },
    ...(method === 'PUBLISH'
      ? {}
      : {
          attendees: [
            {
              ...appointment.attendee,
              name: parameterValue(appointment.attendee.name),
              rsvp: false,
              partstat: method === 'CANCEL' ? ('DECLINED' as const) : ('ACCEPTED' as const),
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }),
  });
  if (error || !value) throw error ?? new Error('The calendar file was not built');
  return foldByOctets(value);
}

/** The e-mails' attachment: REQUEST with the confirmation, CANCEL with the cancellation. */
export function appointmentIcs(appointment: IcsAppointment, method: 'REQUEST' | 'CANCEL'): StoredAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancelled-appointment.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(appointmentIcsText(appointment, method), 'utf8').toString('base64'),
  };
}
