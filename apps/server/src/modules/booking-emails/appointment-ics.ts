import { createEvent } from 'ics';
import type { EmailAttachment } from '../../db/schema/index.ts';

export type IcsAppointment = {
  merchantId: number;
  id: number;
  start: Date;
  end: Date;
  createdAt: Date;
  updatedAt: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/**
 * Stable per appointment, so a calendar updates (or, on cancel, removes) the event it added from the
 * confirmation rather than adding another one.
 */
export function appointmentUid(merchantId: number, id: number): string {
  return `appointment-${merchantId}-${id}@paybook`;
}

/**
 * RFC 5546 SEQUENCE grows with each change; the seconds between the booking and its last change grow
 * with every reschedule and the cancellation, and need no column of their own.
 */
function sequenceOf(appointment: IcsAppointment): number {
  return Math.max(0, Math.floor((appointment.updatedAt.getTime() - appointment.createdAt.getTime()) / 1000));
}

/**
 * Ruling 4: the appointment as an iCalendar attachment (RFC 5545/5546): METHOD:REQUEST to add or update
 * it, METHOD:CANCEL to remove it; DTSTART and DTEND in UTC; the business is the ORGANIZER.
 */
export function appointmentIcs(appointment: IcsAppointment, method: 'REQUEST' | 'CANCEL'): EmailAttachment {
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
    title: appointment.summary,
    description: appointment.description,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: appointment.organizer,
    attendees: [
      {
        ...appointment.attendee,
        rsvp: false,
        partstat: method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('The calendar file was not built');
  return {
    filename: method === 'CANCEL' ? 'cancelled-appointment.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(value, 'utf8').toString('base64'),
  };
}
