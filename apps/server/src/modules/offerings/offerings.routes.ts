import {
  activateOffering,
  addOffering,
  createOfferingCategory,
  deactivateOffering,
  deleteOffering,
  deleteOfferingImage,
  deleteOfferingVersion,
  getOffering,
  getOfferingHasFutureAppointments,
  getOfferingWithImages,
  listAllProviderOfferings,
  listBookableOfferings,
  listCategoryBookableOfferings,
  listOfferingCategories,
  listProviderOfferings,
  updateOffering,
} from '@paybook/contracts/endpoints/offerings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './offerings.service.ts';

const OK = { ok: true } as const;

/** spec 1 §7 Services: the declarations are in contracts/endpoints/offerings.ts. */
export const offeringsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listBookableOfferings, ({ user, query }) => service.listBookableOfferings(db, user, query));
    route(app, listCategoryBookableOfferings, ({ user, params, query }) =>
      service.listBookableOfferings(db, user, query, params.categoryId),
    );
    route(app, listOfferingCategories, ({ user }) => service.listCategories(db, user));
    route(app, createOfferingCategory, ({ user, body }) => service.createCategory(db, user, body.name));
    route(app, listProviderOfferings, ({ user, params }) =>
      service.listProviderOfferings(db, user, params.serviceProviderId, 'bookable'),
    );
    route(app, listAllProviderOfferings, ({ user, params }) =>
      service.listProviderOfferings(db, user, params.serviceProviderId, 'all'),
    );
    route(app, getOffering, ({ user, params }) => service.getOffering(db, user, params.offeringId));
    route(app, getOfferingWithImages, ({ user, params }) => service.getOffering(db, user, params.offeringId));
    route(app, getOfferingHasFutureAppointments, ({ user, params }) =>
      service.getHasFutureAppointments(db, user, params.offeringId),
    );
    route(app, addOffering, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.addOffering(db, request, user, body)),
    );
    route(app, updateOffering, ({ user, params, body }) =>
      service.updateOffering(db, user, params.offeringId, body),
    );
    route(app, activateOffering, ({ user, params }) =>
      service.setOfferingActive(db, user, params.offeringId, true),
    );
    route(app, deactivateOffering, ({ user, params }) =>
      service.setOfferingActive(db, user, params.offeringId, false),
    );
    route(app, deleteOffering, async ({ user, params }) => {
      await service.deleteOffering(db, user, params.offeringId);
      return OK;
    });
    route(app, deleteOfferingVersion, async ({ user, params }) => {
      await service.deleteOffering(db, user, params.offeringId, params.version);
      return OK;
    });
    route(app, deleteOfferingImage, ({ user, params }) =>
      service.deleteOfferingImage(db, user, params.offeringId),
    );
  };
