import type { PublicBusinessContact } from '@paybook/contracts';
import type { AppointmentDetails } from '../calendar/appointment-details.repository.ts';
import type { IcsAppointment } from './appointment-ics.ts';
import { oneLineAddress } from './business-contact.ts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The manage page's link, and the local time until which it may change the booking (null: it may not). */
export type ManageMention = { url: string; until: string | null };

/**
 * Ruling 4, issue 16 point 5: the calendar event of an appointment, the same in the e-mails' attachment
 * and the confirmation page's download: the service with the provider, at the business's address
 * (LOCATION), and a DESCRIPTION that carries the manage link and the phone.
 */
export function appointmentEvent(
  merchantId: number,
  row: AppointmentDetails,
  business: PublicBusinessContact,
  manage: ManageMention | null,
): IcsAppointment {
  const providerName = fullName(row.providerFirstName, row.providerLastName);
  const customerName = fullName(row.customerFirstName, row.customerLastName);
  const what = `${row.offeringName} with ${providerName}`;
  const manageText = !manage
    ? ''
    : manage.until
      ? ` Cancel or reschedule until ${manage.until}: ${manage.url}`
      : ` Your appointment: ${manage.url}`;
  const phoneText = business.phone ? ` Phone: ${business.phone}.` : '';
  const to = row.customerEmail.trim();
  return {
    merchantId,
    id: row.id,
    start: row.startAt,
    end: row.endAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    summary: what,
    description: `${what} at ${row.businessName}.${phoneText}${manageText}`,
    location: oneLineAddress(business),
    // The business organizes; without a company e-mail the provider's address stands in.
    organizer: { name: row.businessName, email: row.businessEmail.trim() || row.providerEmail },
    attendee: { name: customerName || to, email: to },
  };
}
