import {
  getBookingPage,
  getBusinessSettings,
  getScheduleSettings,
  listTimeZones,
  removeBookingPageBusinessImage,
  removeBookingPageLogo,
  setTimeZone,
  updateBookingPage,
  updateBusinessSettings,
  updateScheduleSettings,
} from '@paybook/contracts/endpoints/booking-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as bookingPage from './booking-page.service.ts';
import * as business from './business-settings.service.ts';
import * as schedule from './schedule-settings.service.ts';
import * as timeZones from './time-zones.ts';

/** spec 1 §7 Settings: the declarations are in contracts/endpoints/booking-settings.ts. */
export const bookingSettingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getBookingPage, ({ user }) => bookingPage.getBookingPage(db, user));
    route(app, updateBookingPage, ({ user, body }) => bookingPage.updateBookingPage(db, user, body));
    route(app, removeBookingPageLogo, ({ user }) => bookingPage.removeBookingPageImage(db, user, 'logo'));
    route(app, removeBookingPageBusinessImage, ({ user }) =>
      bookingPage.removeBookingPageImage(db, user, 'business_image'),
    );
    route(app, getBusinessSettings, ({ user }) => business.getBusinessSettings(db, user));
    route(app, updateBusinessSettings, ({ user, body }) => business.updateBusinessSettings(db, user, body));
    route(app, setTimeZone, ({ user, body }) => business.setTimeZone(db, user, body.time_zone));
    route(app, listTimeZones, () => ({ data: timeZones.listTimeZones() }));
    route(app, getScheduleSettings, ({ user }) => schedule.getScheduleSettings(db, user));
    route(app, updateScheduleSettings, ({ user, body }) => schedule.updateScheduleSettings(db, user, body));
  };
