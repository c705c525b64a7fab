import { CALENDAR_REQUIREMENT } from '@paybook/domain/calendar/calendar-access';
import { cancelAppointmentBody, cancelAppointmentResult } from '../appointment-cancel.ts';
import { okResponse } from '../auth.ts';
import {
  appointment,
  appointmentIdParams,
  calendarDateResult,
  calendarDayParams,
  calendarWeek,
  calendarWeekParams,
  dayBoundary,
  dayBoundaryBody,
  personalTime,
  providerAppointmentParams,
  providerBreakParams,
  providerDateParams,
  providerPersonalTimeParams,
  providersDay,
  quickCustomerSearchQuery,
  quickCustomerSearchResult,
  saveAppointmentBody,
  savePersonalTimeBody,
} from '../calendar.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { serviceProviderIdParams } from '../offerings.ts';
import { appointmentStatusBody } from '../visit-status.ts';

// spec 1 §7 Appointments: the calendar week, appointments, personal time, breaks, days off, day hours. A
// provider or item that is not the merchant's is not found (404); another provider's calendar without
// manage_appointments, or an item past the 7-day edit window, is refused (403, spec 1 §2.5, §4.2).
const tags = ['Calendar'];
const access = requires(CALENDAR_REQUIREMENT);

export const getCalendarWeek = defineEndpoint({
  method: 'GET',
  path: '/service_provider/:serviceProviderId/calendar_week/:weekStart',
  access,
  tags,
  summary: "A provider's week from the Sunday on or before the date (yyyyMMdd), in their zone",
  params: calendarWeekParams,
  responses: { 200: calendarWeek },
  errors: [404],
});

export const getCalendarDay = defineEndpoint({
  method: 'GET',
  path: '/calendar_day/:date',
  access,
  tags,
  summary: "Every active provider's day that the user may see (yyyyMMdd), side by side",
  description:
    "Issue 24 point 3: with manage_appointments every active provider who appears on booking (at most 100, by name), else only the user's own; each day in its provider's zone, as their week shows it.",
  params: calendarDayParams,
  responses: { 200: providersDay },
});

export const createAppointment = defineEndpoint({
  method: 'POST',
  path: '/service_provider/:serviceProviderId/appointment',
  access,
  tags,
  summary: 'Book an appointment',
  description: 'Overlap: 409 TIME_PERIOD_NOT_AVAILABLE.',
  params: serviceProviderIdParams,
  body: saveAppointmentBody,
  responses: { 201: appointment },
  errors: [404, 409],
  idempotency: 'optional',
});

export const updateAppointment = defineEndpoint({
  method: 'PUT',
  path: '/service_provider/:serviceProviderId/appointment/:appointmentId',
  access,
  tags,
  summary: 'Change an appointment (the path names its provider)',
  params: providerAppointmentParams,
  body: saveAppointmentBody,
  responses: { 200: appointment },
  errors: [404, 409],
  idempotency: 'optional',
});

export const getAppointment = defineEndpoint({
  method: 'GET',
  path: '/appointment/:appointmentId',
  access,
  tags,
  summary: 'One appointment, a cancelled one with its status',
  params: appointmentIdParams,
  responses: { 200: appointment },
  errors: [404],
});

export const deleteAppointment = defineEndpoint({
  method: 'DELETE',
  path: '/appointment/:appointmentId',
  access,
  tags,
  summary: 'Delete an appointment made by mistake (the record goes)',
  description:
    'Within the 7-day edit window (403 after it). An appointment with a deposit, a no-show fee or a checkout order is refused with 409 APPOINTMENT_HAS_PAYMENTS: cancel it instead.',
  params: appointmentIdParams,
  responses: { 200: okResponse },
  errors: [404, 409],
});

export const changeAppointmentStatus = defineEndpoint({
  method: 'PUT',
  path: '/appointment/:appointmentId/status',
  access,
  tags,
  summary: 'Mark an appointment arrived, completed, booked again (undo arrived) or a no-show without fee',
  description: 'A change the rules refuse answers 409 VISIT_CHANGE_REFUSED with the reason.',
  params: appointmentIdParams,
  body: appointmentStatusBody,
  responses: { 200: appointment },
  errors: [404, 409],
  idempotency: 'optional',
});

export const cancelAppointment = defineEndpoint({
  method: 'PUT',
  path: '/appointment/:appointmentId/cancel',
  access,
  tags,
  summary: 'Cancel an appointment: the record stays, the time is free',
  description:
    'A paid online deposit is refunded (voided before settlement) when cancelled inside the cancellation window, and kept after it. With notify_customer the cancellation e-mail is queued when the customer has an e-mail address.',
  params: appointmentIdParams,
  body: cancelAppointmentBody,
  responses: { 200: cancelAppointmentResult },
  errors: [404, 409],
  idempotency: 'optional',
});

export const createPersonalTime = defineEndpoint({
  method: 'POST',
  path: '/service_provider/:serviceProviderId/personal_time',
  access,
  tags,
  summary: 'Add personal time',
  description: 'Overlap: 409 TIME_PERIOD_NOT_AVAILABLE.',
  params: serviceProviderIdParams,
  body: savePersonalTimeBody,
  responses: { 201: personalTime },
  errors: [404, 409],
  idempotency: 'optional',
});

export const updatePersonalTime = defineEndpoint({
  method: 'PUT',
  path: '/service_provider/:serviceProviderId/personal_time/:personalTimeId',
  access,
  tags,
  summary: 'Change personal time',
  params: providerPersonalTimeParams,
  body: savePersonalTimeBody,
  responses: { 200: personalTime },
  errors: [404, 409],
  idempotency: 'optional',
});

export const deletePersonalTime = defineEndpoint({
  method: 'DELETE',
  path: '/service_provider/:serviceProviderId/personal_time/:personalTimeId',
  access,
  tags,
  summary: 'Delete personal time',
  params: providerPersonalTimeParams,
  responses: { 200: okResponse },
  errors: [404],
});

export const deleteBreakForDate = defineEndpoint({
  method: 'DELETE',
  path: '/service_provider/:serviceProviderId/break/:breakId/:date',
  access,
  tags,
  summary: 'Leave a weekly break out on one date',
  params: providerBreakParams,
  responses: { 200: calendarDateResult },
  errors: [404],
});

export const markDayOff = defineEndpoint({
  method: 'POST',
  path: '/service_provider/:serviceProviderId/day_off/:date',
  access,
  tags,
  summary: 'Mark a date as a day off',
  params: providerDateParams,
  responses: { 200: calendarDateResult },
  errors: [404],
});

export const saveDayBoundary = defineEndpoint({
  method: 'PUT',
  path: '/service_provider/:serviceProviderId/day_boundary/:date',
  access,
  tags,
  summary: "Set one date's start and end (local times)",
  params: providerDateParams,
  body: dayBoundaryBody,
  responses: { 200: dayBoundary },
  errors: [404],
});

export const quickSearchCustomers = defineEndpoint({
  method: 'GET',
  path: '/quick_customer_search',
  access,
  tags,
  summary: 'Customers whose name, e-mail or phone matches (3 characters or more)',
  query: quickCustomerSearchQuery,
  responses: { 200: quickCustomerSearchResult },
});
