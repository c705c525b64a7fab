import {
  availabilityQuery,
  availableDatesParams,
  availableDatesResult,
  timeSlotsParams,
  timeSlotsResult,
} from '@paybook/contracts';
import { CALENDAR_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getAvailableDates, getTimeSlots } from './availability.service.ts';
import { availabilityCacheOf } from './availability-cache.ts';

const tags = ['Availability'];
const config = { requirement: CALENDAR_REQUIREMENT } as const;
const rules =
  'Same access as the calendar. Applies lead time and advance booking from the schedule settings, as the ' +
  'public booking page does, so staff see what customers see. selected_appointment_id: the appointment ' +
  'being edited, whose own time counts as free.';

/** Issue 4 point 2, spec 1 §5 and §7: available dates and time slots of a provider for a service. */
export const availabilityRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Issue 14 point 4: the engine's inputs from this node's cache.
    const cache = availabilityCacheOf(app.invalidation);
    app.get(
      '/offering/:offeringId/service_provider/:serviceProviderId/available_dates_between/:from/:to',
      {
        config,
        schema: {
          tags,
          summary: "The provider's local dates with a free slot for the service (at most 93 days)",
          description: rules,
          params: availableDatesParams,
          querystring: availabilityQuery,
          response: { 200: availableDatesResult },
        },
      },
      (request) =>
        getAvailableDates(
          db,
          requireUser(request),
          {
            offeringId: request.params.offeringId,
            serviceProviderId: request.params.serviceProviderId,
            selectedAppointmentId: request.query.selected_appointment_id,
          },
          { from: request.params.from, to: request.params.to },
          cache,
        ),
    );
    app.get(
      '/offering/:offeringId/service_provider/:serviceProviderId/time_slots/:date',
      {
        config,
        schema: {
          tags,
          summary: 'The free slots of the provider on a local date for the service',
          description: rules,
          params: timeSlotsParams,
          querystring: availabilityQuery,
          response: { 200: timeSlotsResult },
        },
      },
      (request) =>
        getTimeSlots(
          db,
          requireUser(request),
          {
            offeringId: request.params.offeringId,
            serviceProviderId: request.params.serviceProviderId,
            selectedAppointmentId: request.query.selected_appointment_id,
          },
          request.params.date,
          cache,
        ),
    );
  };
