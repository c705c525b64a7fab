import type { ParamsOf } from '@paybook/contracts';
import {
  cancelAppointment,
  changeAppointmentStatus,
  createAppointment,
  createPersonalTime,
  deleteAppointment,
  deleteBreakForDate,
  deletePersonalTime,
  getAppointment,
  getCalendarDay,
  getCalendarWeek,
  markDayOff,
  quickSearchCustomers,
  saveDayBoundary,
  updateAppointment,
  updatePersonalTime,
} from '@paybook/contracts/endpoints/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route, routeOptionsOf } from '../../http/endpoint-route.ts';
import { checkedJson, sendCheckedJson } from '../../lib/checked-json.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import * as appointments from './appointments.service.ts';
import { getProvidersDayJson } from './calendar-day.service.ts';
import { getCalendarWeekJson } from './calendar-week.service.ts';
import { calendarWeekCacheOf } from './calendar-week-cache.ts';
import { quickCustomerSearch } from './customer-search.service.ts';
import * as daySettings from './day-settings.service.ts';
import * as personalTimes from './personal-time.service.ts';
import * as visits from './visit-status.service.ts';

/** spec 1 §7 Appointments: the declarations are in contracts/endpoints/calendar.ts. */
export const calendarRoutes =
  (db: Database, processor: MoneyProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    const weekCache = calendarWeekCacheOf(app.invalidation);
    // Issue 14 point 5: the week is written once by its own response schema, kept as JSON by the week
    // cache and sent as it is. route()'s handlers return an answer for the serializer, so this one is
    // registered from the declaration's route options (its params were parsed by the declared schema).
    app.route({
      method: getCalendarWeek.method,
      url: getCalendarWeek.path,
      ...routeOptionsOf(getCalendarWeek),
      handler: async (request, reply) => {
        const params = request.params as ParamsOf<typeof getCalendarWeek>;
        const json = await getCalendarWeekJson(
          db,
          requireUser(request),
          params.serviceProviderId,
          params.weekStart,
          weekCache,
          (week) => checkedJson(reply, week),
        );
        return sendCheckedJson(reply, json);
      },
    });
    // Issue 24 point 3: the providers' day is put together from its columns' checked JSON, kept by the
    // same cache, so it is registered the same way.
    app.route({
      method: getCalendarDay.method,
      url: getCalendarDay.path,
      ...routeOptionsOf(getCalendarDay),
      handler: async (request, reply) => {
        const params = request.params as ParamsOf<typeof getCalendarDay>;
        return sendCheckedJson(
          reply,
          await getProvidersDayJson(db, requireUser(request), params.date, weekCache),
        );
      },
    });
    route(app, createAppointment, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await appointments.createAppointment(db, request, user, params.serviceProviderId, body),
      ),
    );
    route(app, updateAppointment, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await appointments.updateAppointment(
          db,
          request,
          user,
          params.serviceProviderId,
          params.appointmentId,
          body,
        ),
      ),
    );
    route(app, getAppointment, ({ user, params }) =>
      appointments.getAppointment(db, user, params.appointmentId),
    );
    route(app, deleteAppointment, ({ user, params }) =>
      appointments.deleteAppointment(db, user, params.appointmentId),
    );
    route(app, changeAppointmentStatus, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await visits.changeAppointmentStatus(db, request, user, params.appointmentId, body),
      ),
    );
    route(app, cancelAppointment, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await visits.cancelAppointment(db, processor, request, user, params.appointmentId, body),
      ),
    );
    route(app, createPersonalTime, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await personalTimes.createPersonalTime(db, request, user, params.serviceProviderId, body),
      ),
    );
    route(app, updatePersonalTime, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await personalTimes.updatePersonalTime(
          db,
          request,
          user,
          params.serviceProviderId,
          params.personalTimeId,
          body,
        ),
      ),
    );
    route(app, deletePersonalTime, ({ user, params }) =>
      personalTimes.deletePersonalTime(db, user, params.serviceProviderId, params.personalTimeId),
    );
    route(app, deleteBreakForDate, ({ user, params }) =>
      daySettings.deleteBreakForDate(db, user, params.serviceProviderId, params.breakId, params.date),
    );
    route(app, markDayOff, ({ user, params }) =>
      daySettings.markDayOff(db, user, params.serviceProviderId, params.date),
    );
    route(app, saveDayBoundary, ({ user, params, body }) =>
      daySettings.saveDayBoundary(db, user, params.serviceProviderId, params.date, body),
    );
    route(app, quickSearchCustomers, ({ user, query }) => quickCustomerSearch(db, user, query.query));
  };
