import {
  bookingPageSettings,
  businessSettings,
  scheduleSettings,
  setTimeZoneBody,
  timeZoneList,
  updateBookingPageBody,
  updateBusinessSettingsBody,
} from '@paybook/contracts';
import {
  BOOKING_PAGE_SETTINGS_REQUIREMENT,
  BOOKING_TOOLS_REQUIREMENT,
  SCHEDULE_SETTINGS_REQUIREMENT,
} from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getBookingPage, removeBookingPageImage, updateBookingPage } from './booking-page.service.ts';
import { getBusinessSettings, setTimeZone, updateBusinessSettings } from './business-settings.service.ts';
import { getScheduleSettings, updateScheduleSettings } from './schedule-settings.service.ts';
import { listTimeZones } from './time-zones.ts';

const tags = ['Booking settings'];
const bookingPage = { requirement: BOOKING_PAGE_SETTINGS_REQUIREMENT };
const bookingTools = { requirement: BOOKING_TOOLS_REQUIREMENT };
const schedule = { requirement: SCHEDULE_SETTINGS_REQUIREMENT };

/** spec 1 §7 Settings: booking page, business settings, time zones and schedule settings. */
export const bookingSettingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/merchant_config/booking_page',
      {
        config: bookingPage,
        schema: { tags, summary: 'Booking page settings', response: { 200: bookingPageSettings } },
      },
      (request) => getBookingPage(db, requireUser(request)),
    );
    app.put(
      '/merchant_config/booking_page',
      {
        config: bookingPage,
        schema: {
          tags,
          summary: 'Save the booking page description or put an uploaded image on it',
          body: updateBookingPageBody,
          response: { 200: bookingPageSettings },
        },
      },
      (request) => updateBookingPage(db, requireUser(request), request.body),
    );
    app.delete(
      '/merchant_config/logo',
      {
        config: bookingPage,
        schema: { tags, summary: 'Remove the logo', response: { 200: bookingPageSettings } },
      },
      (request) => removeBookingPageImage(db, requireUser(request), 'logo'),
    );
    app.delete(
      '/merchant_config/business_image',
      {
        config: bookingPage,
        schema: { tags, summary: 'Remove the business image', response: { 200: bookingPageSettings } },
      },
      (request) => removeBookingPageImage(db, requireUser(request), 'business_image'),
    );

    app.get(
      '/merchant/business_settings',
      {
        config: bookingTools,
        schema: { tags, summary: 'Time zone and booking address', response: { 200: businessSettings } },
      },
      (request) => getBusinessSettings(db, requireUser(request)),
    );
    app.put(
      '/merchant/business_settings',
      {
        config: bookingTools,
        schema: {
          tags,
          summary: 'Change the booking address, or the time zone while it is still the default',
          body: updateBusinessSettingsBody,
          response: { 200: businessSettings },
        },
      },
      (request) => updateBusinessSettings(db, requireUser(request), request.body),
    );
    app.put(
      '/merchant/set_time_zone',
      {
        config: schedule,
        schema: {
          tags,
          summary: 'Choose the time zone (only while it is still the default or empty)',
          body: setTimeZoneBody,
          response: { 200: businessSettings },
        },
      },
      (request) => setTimeZone(db, requireUser(request), request.body.time_zone),
    );
    app.get(
      '/time_zones',
      { schema: { tags, summary: 'IANA time zones with friendly names', response: { 200: timeZoneList } } },
      async () => ({ data: listTimeZones() }),
    );

    app.get(
      '/merchant_appointment_config/schedule_settings',
      {
        config: schedule,
        schema: { tags, summary: 'Schedule settings', response: { 200: scheduleSettings } },
      },
      (request) => getScheduleSettings(db, requireUser(request)),
    );
    app.put(
      '/merchant_appointment_config/schedule_settings',
      {
        config: schedule,
        schema: {
          tags,
          summary: 'Save the schedule settings (each value at most its unit maximum: 60, 24, 365, 12)',
          body: scheduleSettings,
          response: { 200: scheduleSettings },
        },
      },
      (request) => updateScheduleSettings(db, requireUser(request), request.body),
    );
  };
