import {
  bulkOfferingBody,
  bulkOfferingResult,
  catalogueCustomFieldList,
  catalogueItem,
  catalogueItemBody,
  catalogueSearchBody,
  catalogueSearchQuery,
  catalogueSearchResult,
  customFieldTemplateList,
  offeringIdParams,
} from '@paybook/contracts';
import { type BulkOfferingAction, CATALOGUE_REQUIREMENT, CATALOGUE_WRITE_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './catalogue.service.ts';

const tags = ['Catalogue'];
const read = { requirement: CATALOGUE_REQUIREMENT };
const write = { requirement: CATALOGUE_WRITE_REQUIREMENT };
const BULK_ACTIONS: readonly BulkOfferingAction[] = ['activate', 'deactivate'];

/** spec 2 §7 Catalogue calls (paths under /api); access rules in contracts/catalogue.ts. */
export const catalogueRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/catalog/offering/:offeringId/with_images',
      {
        config: read,
        schema: {
          tags,
          summary: 'One item with its image and catalogue fields',
          params: offeringIdParams,
          response: { 200: catalogueItem },
        },
      },
      (request) => service.getCatalogueItem(db, requireUser(request), request.params.offeringId),
    );
    app.post(
      '/catalog/offering',
      {
        config: write,
        schema: {
          tags,
          summary: 'Add an item',
          description: IDEMPOTENT,
          body: catalogueItemBody,
          response: { 200: catalogueItem },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await service.addCatalogueItem(db, request, requireUser(request), request.body),
        ),
    );
    app.put(
      '/catalog/offering/:offeringId',
      {
        config: write,
        schema: {
          tags,
          summary: 'Save an item',
          params: offeringIdParams,
          body: catalogueItemBody,
          response: { 200: catalogueItem },
        },
      },
      (request) =>
        service.updateCatalogueItem(db, requireUser(request), request.params.offeringId, request.body),
    );
    app.put(
      '/offering/search',
      {
        config: read,
        schema: {
          tags,
          summary: 'Search items by name, kind and status, paged (by created_at unless sorted)',
          querystring: catalogueSearchQuery,
          body: catalogueSearchBody,
          response: { 200: catalogueSearchResult },
        },
      },
      (request) =>
        service.searchCatalogue(db, requireUser(request), {
          ...request.body.query,
          sortBy: request.query.sort_by,
          direction: request.query.sort_direction,
          page: request.query.page,
          itemsPerPage: request.query.items_per_page,
        }),
    );
    for (const action of BULK_ACTIONS) {
      app.put(
        `/catalog/offering/bulk/${action}`,
        {
          config: write,
          schema: {
            tags,
            summary: `${action === 'activate' ? 'Activate' : 'Deactivate'} items in bulk`,
            body: bulkOfferingBody,
            response: { 200: bulkOfferingResult },
          },
        },
        (request) =>
          service.setCatalogueItemsActive(db, requireUser(request), request.body.offering_ids, action),
      );
    }
    app.get(
      '/customfields/collection/offering/:offeringId',
      {
        config: read,
        schema: {
          tags,
          summary: "An item's custom fields, as a buyer fills them in",
          params: offeringIdParams,
          response: { 200: catalogueCustomFieldList },
        },
      },
      async (request) => {
        const item = await service.getCatalogueItem(db, requireUser(request), request.params.offeringId);
        return { data: item.custom_fields_collection };
      },
    );
    app.get(
      '/customfields/templates',
      {
        config: read,
        schema: { tags, summary: 'Saved custom fields, by name', response: { 200: customFieldTemplateList } },
      },
      (request) => service.listCustomFieldTemplates(db, requireUser(request)),
    );
  };
