import type { PublicAppointment } from '@paybook/contracts';
import type { getManagedAppointmentIcs } from '@paybook/contracts/endpoints/public-booking';
import { endpointLink } from '@/lib/call-endpoint';

// Issue 16 point 5: "Add to calendar" on the confirmation: the server's .ics by the manage token, and a
// Google Calendar link built from the same facts.

/** GET /api/public/my_appointment/{token}/ics: the file to download. */
export const icsUrl = (token: string) =>
  endpointLink<typeof getManagedAppointmentIcs>({ path: '/public/my_appointment/:token/ics' }, { token });

/** The manage page the e-mail links to, on this site. */
export const managePath = (token: string) => `/my-appointment/${encodeURIComponent(token)}`;

/** '20261201T163000Z': Google's form of a UTC instant. */
const googleInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The texts of the event (the caller translates them). */
export interface CalendarEventText {
  title: string;
  details: string;
}

/** Google Calendar's event template: https://calendar.google.com/calendar/render?action=TEMPLATE&… */
export function googleCalendarUrl(appointment: PublicAppointment, text: CalendarEventText): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: text.title,
    dates: `${googleInstant(appointment.start_at)}/${googleInstant(appointment.end_at)}`,
    details: text.details,
  });
  const location = appointment.business.address_lines.join(', ');
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
