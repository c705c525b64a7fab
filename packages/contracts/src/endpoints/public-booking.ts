import { urlSubdomainParams } from '../appointment-settings.ts';
import { defineEndpoint, PUBLIC } from '../endpoint.ts';
import {
  manageAvailableDatesParams,
  manageTimeSlotsParams,
  manageTokenParams,
  publicAppointment,
  publicAvailableDates,
  publicAvailableDatesParams,
  publicBookingPageWithContact,
  publicProviderQuery,
  publicTimeSlots,
  publicTimeSlotsParams,
} from '../public-booking.ts';

// Ruling 4 and issue 4 point 6: the public booking page and the customer's manage page (paths under /api).
// No sign-in, so no session for a CSRF token to protect (as sign-up); the address or the token names the
// business. An unknown address, service, provider or manage token is 404; a manage call after the
// cancellation window closed is 403 CHANGE_WINDOW_CLOSED.
const tags = ['Public booking'];
const access = PUBLIC;
const skipCsrf = true;

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
