import type { ScheduleAmount } from '@paybook/contracts';
import { isScheduleUnit, zoneNameWithId } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import {
  type AppointmentDetails,
  findAppointmentDetails,
} from '../calendar/appointment-details.repository.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { loadMerchantTemplate } from '../email/template-store.ts';
import { appointmentEvent } from './appointment-event.ts';
import { appointmentIcs } from './appointment-ics.ts';
import { type BookingEmailKind, composeBookingEmail } from './booking-email-content.ts';
import { findBusinessContact, presentBusinessContact } from './business-contact.ts';
import { cancellationDeadline, formatInstant, formatTimeRange } from './email-times.ts';
import { createManageLink } from './manage-links.ts';

// Ruling 4 and 7: the e-mails a customer gets about a booking, queued in the caller's transaction so each
// is sent exactly when the change that causes it commits. Each answers the outbox id, or null when the
// customer has no e-mail address (nothing is sent then).

function cancellationAmount(row: AppointmentDetails): ScheduleAmount {
  // The database checks the unit names; the guard only tells TypeScript what the check holds.
  const unit = isScheduleUnit(row.cancellationUnit) ? row.cancellationUnit : 'Hours';
  return { value: Number(row.cancellationValue), unit };
}

function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

async function queueBookingEmail(
  tx: Database,
  merchantId: number,
  calendarItemId: number,
  kind: BookingEmailKind,
  origin: string,
  now: Date,
): Promise<number | null> {
  const row = await findAppointmentDetails(tx, merchantId, calendarItemId);
  if (!row) throw new Error(`Appointment ${calendarItemId} of merchant ${merchantId} was not found`);
  const to = row.customerEmail.trim();
  if (!to) return null;
  // Ruling 7 and spec 3 §4.7: the merchant's texts; a template they turned off sends nothing.
  const template = await loadMerchantTemplate(tx, merchantId, kind);
  if (template.isDisabled) return null;

  const base = origin.replace(/\/+$/, '');
  const timeZone = row.businessTimeZone;
  const deadline = cancellationDeadline(row.startAt, timeZone, cancellationAmount(row));
  // spec 1 §3 cancellation_time: the link is offered only while the window is open.
  const manage =
    kind !== 'booking_cancellation' && row.status === 'booked' && deadline.getTime() > now.getTime()
      ? {
          url: await createManageLink(tx, merchantId, row.id, base),
          until: formatInstant(deadline, timeZone),
        }
      : null;
  const providerName = fullName(row.providerFirstName, row.providerLastName);
  const business = presentBusinessContact(await findBusinessContact(tx, merchantId));
  const facts = {
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    businessName: row.businessName,
    serviceName: row.offeringName,
    providerName,
    when: formatTimeRange(row.startAt, row.endAt, timeZone),
    zone: zoneNameWithId(timeZone, 'en-US', row.startAt),
    business,
    manage,
    bookAgainUrl: `${base}/book/${row.urlSubdomain}`,
  };
  const email = composeBookingEmail(kind, facts, template.texts);

  const method = kind === 'booking_cancellation' ? 'CANCEL' : 'REQUEST';
  const attachments =
    kind === 'booking_reminder'
      ? []
      : [appointmentIcs(appointmentEvent(merchantId, row, business, manage), method)];

  return enqueueEmail(tx, merchantId, { kind, to, ...email, attachments });
}

/** Ruling 4: the booking is confirmed, with the .ics and the manage link (also after a reschedule). */
export function queueBookingConfirmation(
  tx: Database,
  merchantId: number,
  calendarItemId: number,
  origin: string,
  now = new Date(),
): Promise<number | null> {
  return queueBookingEmail(tx, merchantId, calendarItemId, 'booking_confirmation', origin, now);
}

/** Ruling 4: the booking was cancelled; the .ics (METHOD:CANCEL) removes it from the calendar. */
export function queueBookingCancellation(
  tx: Database,
  merchantId: number,
  calendarItemId: number,
  origin: string,
  now = new Date(),
): Promise<number | null> {
  return queueBookingEmail(tx, merchantId, calendarItemId, 'booking_cancellation', origin, now);
}

/** spec 1 §3 reminder_time: the reminder the reminder job queues, with a fresh manage link. */
export function queueBookingReminder(
  tx: Database,
  merchantId: number,
  calendarItemId: number,
  origin: string,
  now = new Date(),
): Promise<number | null> {
  return queueBookingEmail(tx, merchantId, calendarItemId, 'booking_reminder', origin, now);
}
