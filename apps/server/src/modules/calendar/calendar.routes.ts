import {
  appointment,
  appointmentIdParams,
  appointmentStatusBody,
  calendarDateResult,
  calendarWeek,
  calendarWeekParams,
  cancelAppointmentBody,
  cancelAppointmentResult,
  dayBoundary,
  dayBoundaryBody,
  okResponse,
  personalTime,
  providerAppointmentParams,
  providerBreakParams,
  providerDateParams,
  providerPersonalTimeParams,
  quickCustomerSearchQuery,
  quickCustomerSearchResult,
  saveAppointmentBody,
  savePersonalTimeBody,
  serviceProviderIdParams,
} from '@paybook/contracts';
import { CALENDAR_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { checkedJson, sendCheckedJson } from '../../lib/checked-json.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import * as appointments from './appointments.service.ts';
import { getCalendarWeekJson } from './calendar-week.service.ts';
import { calendarWeekCacheOf } from './calendar-week-cache.ts';
import { quickCustomerSearch } from './customer-search.service.ts';
import * as daySettings from './day-settings.service.ts';
import * as personalTimes from './personal-time.service.ts';
import * as visits from './visit-status.service.ts';

const tags = ['Calendar'];
const config = { requirement: CALENDAR_REQUIREMENT } as const;

/** spec 1 §7 Appointments: the calendar week, appointments, personal time, breaks, days off, day hours. */
export const calendarRoutes =
  (db: Database, processor: MoneyProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    const weekCache = calendarWeekCacheOf(app.invalidation);
    app.get(
      '/service_provider/:serviceProviderId/calendar_week/:weekStart',
      {
        config,
        schema: {
          tags,
          summary: "A provider's week from the Sunday on or before the date (yyyyMMdd), in their zone",
          params: calendarWeekParams,
          response: { 200: calendarWeek },
        },
      },
      async (request, reply) => {
        // The route's own response schema checks and writes the week; that JSON is sent as it is and
        // kept by the week cache (issue 14 point 5).
        const json = await getCalendarWeekJson(
          db,
          requireUser(request),
          request.params.serviceProviderId,
          request.params.weekStart,
          weekCache,
          (week) => checkedJson(reply, week),
        );
        return sendCheckedJson(reply, json);
      },
    );
    app.post(
      '/service_provider/:serviceProviderId/appointment',
      {
        config,
        schema: {
          tags,
          summary: 'Book an appointment',
          description: `Overlap: 409 TIME_PERIOD_NOT_AVAILABLE. ${IDEMPOTENT}`,
          params: serviceProviderIdParams,
          body: saveAppointmentBody,
          response: { 201: appointment },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await appointments.createAppointment(
            db,
            request,
            requireUser(request),
            request.params.serviceProviderId,
            request.body,
          ),
        ),
    );
    app.put(
      '/service_provider/:serviceProviderId/appointment/:appointmentId',
      {
        config,
        schema: {
          tags,
          summary: 'Change an appointment (the path names its provider)',
          description: IDEMPOTENT,
          params: providerAppointmentParams,
          body: saveAppointmentBody,
          response: { 200: appointment },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await appointments.updateAppointment(
            db,
            request,
            requireUser(request),
            request.params.serviceProviderId,
            request.params.appointmentId,
            request.body,
          ),
        ),
    );
    app.get(
      '/appointment/:appointmentId',
      {
        config,
        schema: {
          tags,
          summary: 'One appointment',
          params: appointmentIdParams,
          response: { 200: appointment },
        },
      },
      (request) => appointments.getAppointment(db, requireUser(request), request.params.appointmentId),
    );
    app.delete(
      '/appointment/:appointmentId',
      {
        config,
        schema: {
          tags,
          summary: 'Delete an appointment made by mistake (the record goes)',
          description:
            'Within the 7-day edit window (403 after it). An appointment with a deposit, a no-show fee or a checkout order is refused with 409 APPOINTMENT_HAS_PAYMENTS: cancel it instead.',
          params: appointmentIdParams,
          response: { 200: okResponse },
        },
      },
      (request) => appointments.deleteAppointment(db, requireUser(request), request.params.appointmentId),
    );
    app.put(
      '/appointment/:appointmentId/status',
      {
        config,
        schema: {
          tags,
          summary:
            'Mark an appointment arrived, completed, booked again (undo arrived) or a no-show without fee',
          description: `A change the rules refuse answers 409 VISIT_CHANGE_REFUSED with the reason. ${IDEMPOTENT}`,
          params: appointmentIdParams,
          body: appointmentStatusBody,
          response: { 200: appointment },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await visits.changeAppointmentStatus(
            db,
            request,
            requireUser(request),
            request.params.appointmentId,
            request.body,
          ),
        ),
    );
    app.put(
      '/appointment/:appointmentId/cancel',
      {
        config,
        schema: {
          tags,
          summary: 'Cancel an appointment: the record stays, the time is free',
          description: `A paid online deposit is refunded (voided before settlement) when cancelled inside the cancellation window, and kept after it. With notify_customer the cancellation e-mail is queued when the customer has an e-mail address. ${IDEMPOTENT}`,
          params: appointmentIdParams,
          body: cancelAppointmentBody,
          response: { 200: cancelAppointmentResult },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await visits.cancelAppointment(
            db,
            processor,
            request,
            requireUser(request),
            request.params.appointmentId,
            request.body,
          ),
        ),
    );
    app.post(
      '/service_provider/:serviceProviderId/personal_time',
      {
        config,
        schema: {
          tags,
          summary: 'Add personal time',
          description: `Overlap: 409 TIME_PERIOD_NOT_AVAILABLE. ${IDEMPOTENT}`,
          params: serviceProviderIdParams,
          body: savePersonalTimeBody,
          response: { 201: personalTime },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await personalTimes.createPersonalTime(
            db,
            request,
            requireUser(request),
            request.params.serviceProviderId,
            request.body,
          ),
        ),
    );
    app.put(
      '/service_provider/:serviceProviderId/personal_time/:personalTimeId',
      {
        config,
        schema: {
          tags,
          summary: 'Change personal time',
          params: providerPersonalTimeParams,
          body: savePersonalTimeBody,
          response: { 200: personalTime },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await personalTimes.updatePersonalTime(
            db,
            request,
            requireUser(request),
            request.params.serviceProviderId,
            request.params.personalTimeId,
            request.body,
          ),
        ),
    );
    app.delete(
      '/service_provider/:serviceProviderId/personal_time/:personalTimeId',
      {
        config,
        schema: {
          tags,
          summary: 'Delete personal time',
          params: providerPersonalTimeParams,
          response: { 200: okResponse },
        },
      },
      (request) =>
        personalTimes.deletePersonalTime(
          db,
          requireUser(request),
          request.params.serviceProviderId,
          request.params.personalTimeId,
        ),
    );
    app.delete(
      '/service_provider/:serviceProviderId/break/:breakId/:date',
      {
        config,
        schema: {
          tags,
          summary: 'Leave a weekly break out on one date',
          params: providerBreakParams,
          response: { 200: calendarDateResult },
        },
      },
      (request) =>
        daySettings.deleteBreakForDate(
          db,
          requireUser(request),
          request.params.serviceProviderId,
          request.params.breakId,
          request.params.date,
        ),
    );
    app.post(
      '/service_provider/:serviceProviderId/day_off/:date',
      {
        config,
        schema: {
          tags,
          summary: 'Mark a date as a day off',
          params: providerDateParams,
          response: { 200: calendarDateResult },
        },
      },
      (request) =>
        daySettings.markDayOff(
          db,
          requireUser(request),
          request.params.serviceProviderId,
          request.params.date,
        ),
    );
    app.put(
      '/service_provider/:serviceProviderId/day_boundary/:date',
      {
        config,
        schema: {
          tags,
          summary: "Set one date's start and end (local times)",
          params: providerDateParams,
          body: dayBoundaryBody,
          response: { 200: dayBoundary },
        },
      },
      (request) =>
        daySettings.saveDayBoundary(
          db,
          requireUser(request),
          request.params.serviceProviderId,
          request.params.date,
          request.body,
        ),
    );
    app.get(
      '/quick_customer_search',
      {
        config,
        schema: {
          tags,
          summary: 'Customers whose name, e-mail or phone matches (3 characters or more)',
          querystring: quickCustomerSearchQuery,
          response: { 200: quickCustomerSearchResult },
        },
      },
      (request) => quickCustomerSearch(db, requireUser(request), request.query.query),
    );
  };
