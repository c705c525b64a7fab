import {
  BOOKING_PAGE_SETTINGS_REQUIREMENT,
  BOOKING_TOOLS_REQUIREMENT,
  SCHEDULE_SETTINGS_REQUIREMENT,
} from '@paybook/domain/appointment-settings/requirements';
import {
  bookingPageSettings,
  businessSettings,
  scheduleSettings,
  setTimeZoneBody,
  timeZoneList,
  updateBookingPageBody,
  updateBusinessSettingsBody,
} from '../appointment-settings.ts';
import { defineEndpoint, requires, SIGNED_IN } from '../endpoint.ts';

// spec 1 §7 Settings: booking page, business settings, time zones and schedule settings (paths under /api).
// The booking page's image uploads are the images module's (images.routes.ts registerImageUploads).
const tags = ['Booking settings'];
const bookingPage = requires(BOOKING_PAGE_SETTINGS_REQUIREMENT);
const bookingTools = requires(BOOKING_TOOLS_REQUIREMENT);
const schedule = requires(SCHEDULE_SETTINGS_REQUIREMENT);

export const getBookingPage = defineEndpoint({
  method: 'GET',
  path: '/merchant_config/booking_page',
  access: bookingPage,
  tags,
  summary: 'Booking page settings',
  responses: { 200: bookingPageSettings },
});

export const updateBookingPage = defineEndpoint({
  method: 'PUT',
  path: '/merchant_config/booking_page',
  access: bookingPage,
  tags,
  summary: 'Save the booking page description or put an uploaded image on it',
  body: updateBookingPageBody,
  responses: { 200: bookingPageSettings },
});

export const removeBookingPageLogo = defineEndpoint({
  method: 'DELETE',
  path: '/merchant_config/logo',
  access: bookingPage,
  tags,
  summary: 'Remove the logo',
  responses: { 200: bookingPageSettings },
});

export const removeBookingPageBusinessImage = defineEndpoint({
  method: 'DELETE',
  path: '/merchant_config/business_image',
  access: bookingPage,
  tags,
  summary: 'Remove the business image',
  responses: { 200: bookingPageSettings },
});

export const getBusinessSettings = defineEndpoint({
  method: 'GET',
  path: '/merchant/business_settings',
  access: bookingTools,
  tags,
  summary: 'Time zone and booking address',
  responses: { 200: businessSettings },
});

export const updateBusinessSettings = defineEndpoint({
  method: 'PUT',
  path: '/merchant/business_settings',
  access: bookingTools,
  tags,
  summary: 'Change the booking address, or the time zone while it is still the default',
  body: updateBusinessSettingsBody,
  responses: { 200: businessSettings },
});

export const setTimeZone = defineEndpoint({
  method: 'PUT',
  path: '/merchant/set_time_zone',
  access: schedule,
  tags,
  summary: 'Choose the time zone (only while it is still the default or empty)',
  body: setTimeZoneBody,
  responses: { 200: businessSettings },
});

export const listTimeZones = defineEndpoint({
  method: 'GET',
  path: '/time_zones',
  access: SIGNED_IN,
  tags,
  summary: 'IANA time zones with friendly names',
  responses: { 200: timeZoneList },
});

export const getScheduleSettings = defineEndpoint({
  method: 'GET',
  path: '/merchant_appointment_config/schedule_settings',
  access: schedule,
  tags,
  summary: 'Schedule settings',
  responses: { 200: scheduleSettings },
});

export const updateScheduleSettings = defineEndpoint({
  method: 'PUT',
  path: '/merchant_appointment_config/schedule_settings',
  access: schedule,
  tags,
  summary: 'Save the schedule settings (each value at most its unit maximum: 60, 24, 365, 12)',
  body: scheduleSettings,
  responses: { 200: scheduleSettings },
});
