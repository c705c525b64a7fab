import { z } from 'zod';
import { urlSubdomainParams } from '../appointment-settings.ts';
import { defineEndpoint, PUBLIC } from '../endpoint.ts';
import {
  bookingConflict,
  manageAvailableDatesParams,
  manageTimeSlotsParams,
  manageTokenParams,
  publicAppointment,
  publicAvailableDates,
  publicAvailableDatesParams,
  publicBookedAppointment,
  publicBookingBody,
  publicBookingPageWithContact,
  publicProviderQuery,
  publicTimeSlots,
  publicTimeSlotsParams,
  rescheduleBody,
} from '../public-booking.ts';

// Ruling 4 and issue 4 point 6: the public booking page and the customer's manage page (paths under /api).
// No sign-in, so no session for a CSRF token to protect (as sign-up); the address or the token names the
// business. An unknown address, service, provider or manage token is 404; a manage call after the
// cancellation window closed is 403 CHANGE_WINDOW_CLOSED.
const tags = ['Public booking'];
const access = PUBLIC;
const skipCsrf = true;
/** A booking's or a move's refused time: 409 with the other slots of its day (ruling 4). */
const refusal =
  'A time that cannot be booked (lead time, advance booking, taken, outside availability) answers 409 ' +
  'BOOKING_TIME_UNAVAILABLE with error.other_slots (the other free times of that day) and ' +
  'error.next_available_date (when that day has none).';

export const getPublicBookingPage = defineEndpoint({
  method: 'GET',
  path: '/public/booking_page/:url_subdomain',
  access,
  skipCsrf,
  tags,
  summary: 'A business booking page: description, images, bookable services and providers',
  params: urlSubdomainParams,
  responses: { 200: publicBookingPageWithContact },
  errors: [404],
});

export const getPublicAvailableDates = defineEndpoint({
  method: 'GET',
  path: '/public/booking_page/:url_subdomain/offering/:offeringId/available_dates/:from/:to',
  access,
  skipCsrf,
  tags,
  summary: 'Days with a free time for the service (at most 93 days); without a provider, any',
  params: publicAvailableDatesParams,
  query: publicProviderQuery,
  responses: { 200: publicAvailableDates },
  errors: [404],
});

export const getPublicTimeSlots = defineEndpoint({
  method: 'GET',
  path: '/public/booking_page/:url_subdomain/offering/:offeringId/time_slots/:date',
  access,
  skipCsrf,
  tags,
  summary: 'Free times of a day for the service, each with the providers free for it',
  params: publicTimeSlotsParams,
  query: publicProviderQuery,
  responses: { 200: publicTimeSlots },
  errors: [404],
});

export const bookPublicAppointment = defineEndpoint({
  method: 'POST',
  path: '/public/booking_page/:url_subdomain/appointment',
  access,
  skipCsrf,
  tags,
  summary: 'Book a service (service_provider_id null: any available provider)',
  description: refusal,
  params: urlSubdomainParams,
  body: publicBookingBody,
  responses: { 201: publicBookedAppointment },
  idempotency: 'optional',
  // 402 CARD_DECLINED: the deposit's card (issue 15 point 7); 429: five bookings of one customer an hour.
  errors: [402, 404, 409, 429],
  errorBodies: { 409: bookingConflict },
});

export const getManagedAppointment = defineEndpoint({
  method: 'GET',
  path: '/public/my_appointment/:token',
  access,
  skipCsrf,
  tags,
  summary: "The customer's appointment by the token of their e-mail's manage link",
  params: manageTokenParams,
  responses: { 200: publicAppointment },
  errors: [404],
});

export const getManagedAppointmentIcs = defineEndpoint({
  method: 'GET',
  path: '/public/my_appointment/:token/ics',
  access,
  skipCsrf,
  tags,
  summary: 'The appointment as an iCalendar file to add to a calendar',
  description:
    "Issue 16 point 5: METHOD:PUBLISH with the UID of the e-mails' invitations, DTSTART/DTEND in UTC, " +
    'LOCATION the business address and the manage link in DESCRIPTION.',
  params: manageTokenParams,
  responses: { 200: z.string() },
  produces: ['text/calendar; charset=utf-8'],
  errors: [404],
});

export const cancelManagedAppointment = defineEndpoint({
  method: 'POST',
  path: '/public/my_appointment/:token/cancel',
  access,
  skipCsrf,
  tags,
  summary: 'Cancel the appointment (until the cancellation window closes: 403 CHANGE_WINDOW_CLOSED)',
  params: manageTokenParams,
  responses: { 200: publicAppointment },
  // 409 DEPOSIT_NOT_RETURNABLE while the deposit's payment is being settled (deposit-cancel.ts).
  errors: [403, 404, 409],
});

export const rescheduleManagedAppointment = defineEndpoint({
  method: 'PUT',
  path: '/public/my_appointment/:token',
  access,
  skipCsrf,
  tags,
  summary: 'Move the appointment to a new start (same service and provider)',
  description: `Until the cancellation window closes (then 403 CHANGE_WINDOW_CLOSED). ${refusal}`,
  params: manageTokenParams,
  body: rescheduleBody,
  responses: { 200: publicAppointment },
  idempotency: 'optional',
  errors: [403, 404, 409],
  errorBodies: { 409: bookingConflict },
});

export const getManageAvailableDates = defineEndpoint({
  method: 'GET',
  path: '/public/my_appointment/:token/available_dates/:from/:to',
  access,
  skipCsrf,
  tags,
  summary: 'Days the appointment can move to (at most 93 days)',
  params: manageAvailableDatesParams,
  responses: { 200: publicAvailableDates },
  errors: [403, 404],
});

export const getManageTimeSlots = defineEndpoint({
  method: 'GET',
  path: '/public/my_appointment/:token/time_slots/:date',
  access,
  skipCsrf,
  tags,
  summary: 'Times of a day the appointment can move to',
  params: manageTimeSlotsParams,
  responses: { 200: publicTimeSlots },
  errors: [403, 404],
});
