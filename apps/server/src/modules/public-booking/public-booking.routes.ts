import {
  bookPublicAppointment,
  cancelManagedAppointment,
  getManageAvailableDates,
  getManagedAppointment,
  getManagedAppointmentIcs,
  getManageTimeSlots,
  getPublicAvailableDates,
  getPublicBookingPage,
  getPublicTimeSlots,
  rescheduleManagedAppointment,
} from '@paybook/contracts/endpoints/public-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import { availabilityCacheOf } from '../availability/availability-cache.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as manage from './manage-appointment.service.ts';
import * as booking from './public-appointment.service.ts';
import * as page from './public-booking.service.ts';
import * as slots from './public-slots.service.ts';

const providerOf = (query: { service_provider_id?: number | undefined }) => query.service_provider_id ?? null;

/**
 * Ruling 4 and issue 4 point 6: the public booking page and the customer's manage page; no sign-in. The
 * declarations are in contracts/endpoints/public-booking.ts. A refused time throws BookingRefusalError,
 * answered 409 with error.other_slots and error.next_available_date (the declarations' `errorBodies`).
 */
export const publicBookingRoutes =
  (db: Database, processor: PaymentProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    // Issue 14 point 4: the days and times shown come from this node's cache of the engine's inputs; a
    // booking reads afresh and is checked by the exclusion constraint.
    const cache = availabilityCacheOf(app.invalidation);
    route(app, getPublicBookingPage, ({ params }) => page.getPublicBookingPage(db, params.url_subdomain));
    route(app, getPublicAvailableDates, ({ params, query }) =>
      slots.getPublicAvailableDates(
        db,
        params.url_subdomain,
        { offeringId: params.offeringId, serviceProviderId: providerOf(query), cache },
        params.from,
        params.to,
      ),
    );
    route(app, getPublicTimeSlots, ({ params, query }) =>
      slots.getPublicTimeSlots(
        db,
        params.url_subdomain,
        { offeringId: params.offeringId, serviceProviderId: providerOf(query), cache },
        params.date,
      ),
    );
    route(app, bookPublicAppointment, async ({ params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await booking.bookPublicAppointment(db, processor, request, params.url_subdomain, body),
      ),
    );
    route(app, getManagedAppointment, ({ params }) => manage.getManagedAppointment(db, params.token));
    route(app, getManagedAppointmentIcs, async ({ params, request, reply }) => {
      const ics = await manage.getManagedAppointmentIcs(db, request, params.token);
      reply.header('content-disposition', 'attachment; filename="appointment.ics"');
      return ics;
    });
    route(app, cancelManagedAppointment, ({ params, request }) =>
      manage.cancelManagedAppointment(db, processor, request, params.token),
    );
    route(app, rescheduleManagedAppointment, async ({ params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await manage.rescheduleManagedAppointment(db, request, params.token, body.start_at),
      ),
    );
    route(app, getManageAvailableDates, ({ params }) =>
      manage.getManageAvailableDates(db, params.token, params.from, params.to),
    );
    route(app, getManageTimeSlots, ({ params }) => manage.getManageTimeSlots(db, params.token, params.date));
  };
