import { getAvailableDates, getTimeSlots } from '@paybook/contracts/endpoints/availability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './availability.service.ts';
import { availabilityCacheOf } from './availability-cache.ts';

type AvailabilityParams = { offeringId: number; serviceProviderId: number };

const requestOf = (params: AvailabilityParams, query: { selected_appointment_id?: number | undefined }) => ({
  offeringId: params.offeringId,
  serviceProviderId: params.serviceProviderId,
  selectedAppointmentId: query.selected_appointment_id,
});

/** Issue 4 point 2, spec 1 §5 and §7: the declarations are in contracts/endpoints/availability.ts. */
export const availabilityRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Issue 14 point 4: the engine's inputs from this node's cache.
    const cache = availabilityCacheOf(app.invalidation);
    route(app, getAvailableDates, ({ user, params, query }) =>
      service.getAvailableDates(
        db,
        user,
        requestOf(params, query),
        { from: params.from, to: params.to },
        cache,
      ),
    );
    route(app, getTimeSlots, ({ user, params, query }) =>
      service.getTimeSlots(db, user, requestOf(params, query), params.date, cache),
    );
  };
