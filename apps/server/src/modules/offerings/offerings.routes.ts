import {
  createOfferingCategoryBody,
  hasFutureAppointmentsResponse,
  offering,
  offeringBody,
  offeringCategory,
  offeringCategoryIdParams,
  offeringCategoryList,
  offeringIdParams,
  offeringList,
  offeringListQuery,
  offeringPage,
  offeringVersionParams,
  okResponse,
  serviceProviderIdParams,
} from '@paybook/contracts';
import { OFFERING_WRITE_REQUIREMENT, SERVICE_STATUS_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import { registerImageUploads } from '../images/images.routes.ts';
import * as service from './offerings.service.ts';

const tags = ['Services'];
const write = { requirement: OFFERING_WRITE_REQUIREMENT };
const toggle = { requirement: SERVICE_STATUS_REQUIREMENT };

/** spec 1 §7 Services (and the offering calls of §7 Appointments); access rules in contracts/offerings.ts. */
export const offeringsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/offerings/bookable',
      {
        schema: {
          tags,
          summary: 'Bookable services, paged (20 a page by default)',
          querystring: offeringListQuery,
          response: { 200: offeringPage },
        },
      },
      (request) => service.listBookableOfferings(db, requireUser(request), request.query),
    );
    app.get(
      '/offering_category/:categoryId/offerings/bookable',
      {
        schema: {
          tags,
          summary: 'Bookable services of one category, paged',
          params: offeringCategoryIdParams,
          querystring: offeringListQuery,
          response: { 200: offeringPage },
        },
      },
      (request) =>
        service.listBookableOfferings(db, requireUser(request), request.query, request.params.categoryId),
    );
    app.get(
      '/offering_categories',
      { schema: { tags, summary: 'Offering categories by name', response: { 200: offeringCategoryList } } },
      (request) => service.listCategories(db, requireUser(request)),
    );
    app.post(
      '/offering_category',
      {
        config: write,
        schema: {
          tags,
          summary: 'Find a category by name ignoring case, or create it',
          body: createOfferingCategoryBody,
          response: { 200: offeringCategory },
        },
      },
      (request) => service.createCategory(db, requireUser(request), request.body.name),
    );
    app.get(
      '/service_provider/:serviceProviderId/offerings',
      {
        schema: {
          tags,
          summary: "The provider's active bookable services",
          params: serviceProviderIdParams,
          response: { 200: offeringList },
        },
      },
      (request) =>
        service.listProviderOfferings(db, requireUser(request), request.params.serviceProviderId, 'bookable'),
    );
    app.get(
      '/service_provider/:serviceProviderId/offerings/all',
      {
        schema: {
          tags,
          summary: 'Every service of the provider, inactive ones included',
          params: serviceProviderIdParams,
          response: { 200: offeringList },
        },
      },
      (request) =>
        service.listProviderOfferings(db, requireUser(request), request.params.serviceProviderId, 'all'),
    );
    app.get(
      '/offering/:offeringId',
      { schema: { tags, summary: 'One offering', params: offeringIdParams, response: { 200: offering } } },
      (request) => service.getOffering(db, requireUser(request), request.params.offeringId),
    );
    app.get(
      '/offering/:offeringId/with_images',
      {
        schema: {
          tags,
          summary: 'One offering with its image, for the edit form',
          params: offeringIdParams,
          response: { 200: offering },
        },
      },
      (request) => service.getOffering(db, requireUser(request), request.params.offeringId),
    );
    app.get(
      '/offering/:offeringId/has_future_appointments',
      {
        schema: {
          tags,
          summary: 'Whether booked appointments of the service are still ahead',
          params: offeringIdParams,
          response: { 200: hasFutureAppointmentsResponse },
        },
      },
      (request) => service.getHasFutureAppointments(db, requireUser(request), request.params.offeringId),
    );
    app.post(
      '/offering',
      {
        config: write,
        schema: {
          tags,
          summary: 'Add an offering',
          description: IDEMPOTENT,
          body: offeringBody,
          response: { 200: offering },
        },
      },
      async (request, reply) =>
        sendIdempotent(reply, await service.addOffering(db, request, requireUser(request), request.body)),
    );
    app.put(
      '/offering/:offeringId',
      {
        config: write,
        schema: {
          tags,
          summary: 'Save an offering',
          params: offeringIdParams,
          body: offeringBody,
          response: { 200: offering },
        },
      },
      (request) => service.updateOffering(db, requireUser(request), request.params.offeringId, request.body),
    );
    app.put(
      '/offering/:offeringId/activate',
      {
        config: toggle,
        schema: {
          tags,
          summary: 'Activate a service',
          params: offeringIdParams,
          response: { 200: offering },
        },
      },
      (request) => service.setOfferingActive(db, requireUser(request), request.params.offeringId, true),
    );
    app.put(
      '/offering/:offeringId/deactivate',
      {
        config: toggle,
        schema: {
          tags,
          summary: 'Deactivate a service',
          params: offeringIdParams,
          response: { 200: offering },
        },
      },
      (request) => service.setOfferingActive(db, requireUser(request), request.params.offeringId, false),
    );
    app.delete(
      '/offering/:offeringId',
      {
        config: write,
        schema: {
          tags,
          summary: 'Delete an offering',
          params: offeringIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.deleteOffering(db, requireUser(request), request.params.offeringId);
        return { ok: true as const };
      },
    );
    app.delete(
      '/offering/:offeringId/:version',
      {
        config: write,
        schema: {
          tags,
          summary: 'Delete an offering, unless it was saved since the given version (409)',
          params: offeringVersionParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const { offeringId, version } = request.params;
        await service.deleteOffering(db, requireUser(request), offeringId, version);
        return { ok: true as const };
      },
    );
    app.delete(
      '/offering/:offeringId/image',
      {
        config: write,
        schema: {
          tags,
          summary: "Remove the offering's image",
          params: offeringIdParams,
          response: { 200: offering },
        },
      },
      (request) => service.deleteOfferingImage(db, requireUser(request), request.params.offeringId),
    );
    registerImageUploads(app, db, {
      base: 'offering/image/',
      kind: 'offering',
      requirement: OFFERING_WRITE_REQUIREMENT,
    });
  };
