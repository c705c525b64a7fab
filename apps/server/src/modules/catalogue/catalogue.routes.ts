import {
  activateCatalogueItems,
  addCatalogueItem,
  deactivateCatalogueItems,
  getCatalogueItem,
  listCustomFieldTemplates,
  listItemCustomFields,
  searchCatalogue,
  updateCatalogueItem,
} from '@paybook/contracts/endpoints/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './catalogue.service.ts';

/** spec 2 §7 Catalogue calls: the declarations are in contracts/endpoints/catalogue.ts. */
export const catalogueRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getCatalogueItem, ({ user, params }) => service.getCatalogueItem(db, user, params.offeringId));
    route(app, addCatalogueItem, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.addCatalogueItem(db, request, user, body)),
    );
    route(app, updateCatalogueItem, ({ user, params, body }) =>
      service.updateCatalogueItem(db, user, params.offeringId, body),
    );
    route(app, searchCatalogue, ({ user, query, body }) =>
      service.searchCatalogue(db, user, {
        ...body.query,
        sortBy: query.sort_by,
        direction: query.sort_direction,
        page: query.page,
        itemsPerPage: query.items_per_page,
      }),
    );
    route(app, activateCatalogueItems, ({ user, body }) =>
      service.setCatalogueItemsActive(db, user, body.offering_ids, 'activate'),
    );
    route(app, deactivateCatalogueItems, ({ user, body }) =>
      service.setCatalogueItemsActive(db, user, body.offering_ids, 'deactivate'),
    );
    route(app, listItemCustomFields, async ({ user, params }) => {
      const item = await service.getCatalogueItem(db, user, params.offeringId);
      return { data: item.custom_fields_collection };
    });
    route(app, listCustomFieldTemplates, ({ user, params }) =>
      service.listCustomFieldTemplates(db, user, params.clientId),
    );
  };
