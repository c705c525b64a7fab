import type { PublicAppointment, PublicBusinessContact } from '@paybook/contracts';
import { isScheduleUnit, providerDisplayName } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { findBusinessContact, presentBusinessContact } from '../booking-emails/business-contact.ts';
import { cancellationDeadline } from '../booking-emails/email-times.ts';
import type { AppointmentDetails } from '../calendar/appointment-details.repository.ts';

/**
 * spec 1 §3 cancellation_time: the customer may cancel or reschedule online until the start minus this
 * amount, in the business's zone (the same deadline the confirmation e-mail names).
 */
export function changeDeadline(row: AppointmentDetails): Date {
  // The database checks the unit names; the guard only tells TypeScript what the check holds.
  const unit = isScheduleUnit(row.cancellationUnit) ? row.cancellationUnit : 'Hours';
  return cancellationDeadline(row.startAt, row.businessTimeZone, {
    value: Number(row.cancellationValue),
    unit,
  });
}

/** Whether the customer may still cancel or reschedule online: booked, and before the deadline. */
export function canChange(row: AppointmentDetails, now = new Date()): boolean {
  return row.status === 'booked' && now.getTime() < changeDeadline(row).getTime();
}

/** What the customer sees of a booking: never the business's other data or the customer's id. */
export function presentPublicAppointment(
  row: AppointmentDetails,
  business: PublicBusinessContact,
  now = new Date(),
): PublicAppointment {
  return {
    business_name: row.businessName,
    url_subdomain: row.urlSubdomain,
    business_email: row.businessEmail,
    business,
    time_zone: row.businessTimeZone,
    service: { id: row.offeringId, name: row.offeringName, duration_minutes: row.durationMinutes ?? 0 },
    provider: {
      id: row.providerId,
      display_name: providerDisplayName(row.providerFirstName, row.providerLastName),
    },
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    customer: {
      first_name: row.customerFirstName,
      last_name: row.customerLastName,
      email: row.customerEmail,
    },
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    can_change: canChange(row, now),
    change_until: changeDeadline(row).toISOString(),
  };
}

/** The appointment as the customer sees it, with the business's address and phone read alongside. */
export async function readPublicAppointment(
  tx: Database,
  merchantId: number,
  row: AppointmentDetails,
): Promise<PublicAppointment> {
  return presentPublicAppointment(row, presentBusinessContact(await findBusinessContact(tx, merchantId)));
}
