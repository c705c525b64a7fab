import { CATALOGUE_REQUIREMENT, CATALOGUE_WRITE_REQUIREMENT } from '@paybook/domain/offerings/permissions';
import {
  bulkOfferingBody,
  bulkOfferingResult,
  catalogueCustomFieldList,
  catalogueItem,
  catalogueItemBody,
  catalogueSearchBody,
  catalogueSearchQuery,
  catalogueSearchResult,
  clientIdParams,
  customFieldTemplateList,
} from '../catalogue.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { offeringIdParams } from '../offerings.ts';

// spec 2 §7 Catalogue calls (paths under /api); access rules in contracts/catalogue.ts.
const tags = ['Catalogue'];
const read = requires(CATALOGUE_REQUIREMENT);
const write = requires(CATALOGUE_WRITE_REQUIREMENT);

export const getCatalogueItem = defineEndpoint({
  method: 'GET',
  path: '/catalog/offering/:offeringId/with_images',
  access: read,
  tags,
  summary: 'One item with its image and catalogue fields',
  params: offeringIdParams,
  responses: { 200: catalogueItem },
  errors: [404],
});

export const addCatalogueItem = defineEndpoint({
  method: 'POST',
  path: '/catalog/offering',
  access: write,
  tags,
  summary: 'Add an item',
  body: catalogueItemBody,
  responses: { 200: catalogueItem },
  idempotency: 'optional',
});

export const updateCatalogueItem = defineEndpoint({
  method: 'PUT',
  path: '/catalog/offering/:offeringId',
  access: write,
  tags,
  summary: 'Save an item',
  params: offeringIdParams,
  body: catalogueItemBody,
  responses: { 200: catalogueItem },
  errors: [404],
});

export const searchCatalogue = defineEndpoint({
  method: 'PUT',
  path: '/offering/search',
  access: read,
  tags,
  summary: 'Search items by name, kind and status, paged (by created_at unless sorted)',
  query: catalogueSearchQuery,
  body: catalogueSearchBody,
  responses: { 200: catalogueSearchResult },
});

// spec 2 §4 bulk activate or deactivate: 404 unless every id is the merchant's own item.
export const activateCatalogueItems = defineEndpoint({
  method: 'PUT',
  path: '/catalog/offering/bulk/activate',
  access: write,
  tags,
  summary: 'Activate items in bulk',
  body: bulkOfferingBody,
  responses: { 200: bulkOfferingResult },
  errors: [404],
});

export const deactivateCatalogueItems = defineEndpoint({
  method: 'PUT',
  path: '/catalog/offering/bulk/deactivate',
  access: write,
  tags,
  summary: 'Deactivate items in bulk',
  body: bulkOfferingBody,
  responses: { 200: bulkOfferingResult },
  errors: [404],
});

export const listItemCustomFields = defineEndpoint({
  method: 'GET',
  path: '/customfields/collection/offering/:offeringId',
  access: read,
  tags,
  summary: "An item's custom fields, as a buyer fills them in",
  params: offeringIdParams,
  responses: { 200: catalogueCustomFieldList },
  errors: [404],
});

export const listCustomFieldTemplates = defineEndpoint({
  method: 'GET',
  path: '/customfields/templates/non_legacy/:clientId',
  access: read,
  tags,
  summary: "Saved custom fields, by name (the client id is the caller's merchant)",
  params: clientIdParams,
  responses: { 200: customFieldTemplateList },
  errors: [404],
});
