import {
  manageTokenParams,
  publicAppointment,
  publicBookedAppointment,
  publicBookingBody,
  rescheduleBody,
  urlSubdomainParams,
} from '@paybook/contracts';
import {
  cancelManagedAppointment,
  getManageAvailableDates,
  getManagedAppointment,
  getManageTimeSlots,
  getPublicAvailableDates,
  getPublicBookingPage,
  getPublicTimeSlots,
} from '@paybook/contracts/endpoints/public-booking';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { type IdempotentResult, sendIdempotent } from '../../plugins/idempotency.ts';
import { availabilityCacheOf } from '../availability/availability-cache.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as manage from './manage-appointment.service.ts';
import { bookPublicAppointment } from './public-appointment.service.ts';
import * as page from './public-booking.service.ts';
import * as slots from './public-slots.service.ts';

const tags = ['Public booking'];
// No sign-in, so no session for a CSRF token to protect (as sign-up); the address or the token names
// the business.
const config = { auth: 'public', skipCsrf: true } as const;
const refusal =
  'A time that cannot be booked (lead time, advance booking, taken, outside availability) answers 409 ' +
  'BOOKING_TIME_UNAVAILABLE with error.other_slots (the other free times of that day) and ' +
  'error.next_available_date (when that day has none). Accepts an Idempotency-Key header.';

/** The answer of a booking call, or its refusal with the other slots (the one error shape, extended). */
async function answer<T>(reply: FastifyReply, work: () => Promise<IdempotentResult<T>>) {
  try {
    return sendIdempotent(reply, await work());
  } catch (error) {
    if (error instanceof slots.BookingRefusalError) return reply.status(409).send(error.body);
    throw error;
  }
}

const providerOf = (query: { service_provider_id?: number | undefined }) => query.service_provider_id ?? null;

/**
 * Ruling 4 and issue 4 point 6: the public booking page and the customer's manage page; no sign-in. The
 * declarations are in contracts/endpoints/public-booking.ts. Booking, moving and the .ics file stay
 * Fastify blocks: a refused time answers 409 with error.other_slots and error.next_available_date, which
 * a declared endpoint's error schema would strip, and a declaration cannot say the file is text/calendar.
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
    app.post(
      '/public/booking_page/:url_subdomain/appointment',
      {
        config,
        schema: {
          tags,
          summary: 'Book a service (service_provider_id null: any available provider)',
          description: refusal,
          params: urlSubdomainParams,
          body: publicBookingBody,
          response: { 201: publicBookedAppointment },
        },
      },
      (request, reply) =>
        answer(reply, () =>
          bookPublicAppointment(db, processor, request, request.params.url_subdomain, request.body),
        ),
    );
    route(app, getManagedAppointment, ({ params }) => manage.getManagedAppointment(db, params.token));
    app.get(
      '/public/my_appointment/:token/ics',
      {
        config,
        schema: {
          tags,
          summary: 'The appointment as an iCalendar file (text/calendar) to add to a calendar',
          description:
            "Issue 16 point 5: METHOD:PUBLISH with the UID of the e-mails' invitations, DTSTART/DTEND in UTC, " +
            'LOCATION the business address and the manage link in DESCRIPTION. An unknown token is 404.',
          params: manageTokenParams,
          produces: ['text/calendar'],
          response: { 200: z.string().describe('text/calendar; charset=utf-8') },
        },
      },
      async (request, reply) => {
        const ics = await manage.getManagedAppointmentIcs(db, request, request.params.token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="appointment.ics"')
          .header('cache-control', 'no-store')
          .send(ics);
      },
    );
    route(app, cancelManagedAppointment, ({ params, request }) =>
      manage.cancelManagedAppointment(db, processor, request, params.token),
    );
    app.put(
      '/public/my_appointment/:token',
      {
        config,
        schema: {
          tags,
          summary: 'Move the appointment to a new start (same service and provider)',
          description: `Until the cancellation window closes (then 403 CHANGE_WINDOW_CLOSED). ${refusal}`,
          params: manageTokenParams,
          body: rescheduleBody,
          response: { 200: publicAppointment },
        },
      },
      (request, reply) =>
        answer(reply, () =>
          manage.rescheduleManagedAppointment(db, request, request.params.token, request.body.start_at),
        ),
    );
    route(app, getManageAvailableDates, ({ params }) =>
      manage.getManageAvailableDates(db, params.token, params.from, params.to),
    );
    route(app, getManageTimeSlots, ({ params }) => manage.getManageTimeSlots(db, params.token, params.date));
  };
