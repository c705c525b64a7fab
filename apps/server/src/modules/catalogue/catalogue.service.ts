import type {
  BulkOfferingResult,
  CatalogueItem,
  CatalogueItemBody,
  CatalogueSearchResult,
  CustomFieldTemplate,
} from '@paybook/contracts';
import { type BulkOfferingAction, bulkOfferingSuccessMessage } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { deleteReplacedImage } from '../offerings/offering-references.ts';
import * as offeringsRepo from '../offerings/offerings.repository.ts';
import * as repo from './catalogue.repository.ts';
import { presentCatalogueItems, presentTemplate } from './catalogue-presenter.ts';
import { prepareItemSave } from './item-values.ts';

const ITEM = 'The item';

async function loadItem(tx: Database, merchantId: number, id: number): Promise<CatalogueItem> {
  const row = await offeringsRepo.findOffering(tx, merchantId, id);
  if (!row) throw notFound(ITEM);
  const [item] = await presentCatalogueItems(tx, merchantId, [row]);
  return item!;
}

/** spec 2 §7 GET catalog/offering/{id}/with_images: the item with its image and catalogue fields. */
export function getCatalogueItem(db: Database, ctx: UserContext, id: number): Promise<CatalogueItem> {
  return withTenantRead(db, ctx.merchantId, (tx) => loadItem(tx, ctx.merchantId, id));
}

/**
 * Adds an item inside the caller's transaction (POST catalog/offering; the demo seed). Checked as the API
 * checks it: 400 naming the field. Answers the item as the API shows it, version 1.
 */
export async function createCatalogueItem(
  tx: Database,
  merchantId: number,
  body: CatalogueItemBody,
): Promise<CatalogueItem> {
  const { values, feeStructureIds } = await prepareItemSave(tx, merchantId, body, null);
  const id = await offeringsRepo.insertOffering(tx, merchantId, values);
  await repo.replaceFeeStructureLinks(tx, merchantId, id, feeStructureIds);
  return loadItem(tx, merchantId, id);
}

/** spec 2 §7 POST catalog/offering: one transaction; accepts an Idempotency-Key (ARCHITECTURE.md). */
export function addCatalogueItem(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  body: CatalogueItemBody,
): Promise<IdempotentResult<CatalogueItem>> {
  return runIdempotent(db, request, ctx, 200, (tx) => createCatalogueItem(tx, ctx.merchantId, body));
}

/**
 * spec 2 §7 PUT catalog/offering/{id}: one transaction; the save counts in `version`, and a replaced or
 * removed image is deleted with it.
 */
export function updateCatalogueItem(
  db: Database,
  ctx: UserContext,
  id: number,
  body: CatalogueItemBody,
): Promise<CatalogueItem> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const before = await offeringsRepo.findOffering(tx, ctx.merchantId, id);
    if (!before) throw notFound(ITEM);
    const { values, feeStructureIds } = await prepareItemSave(tx, ctx.merchantId, body, before);
    await offeringsRepo.updateOffering(tx, ctx.merchantId, id, values);
    await repo.replaceFeeStructureLinks(tx, ctx.merchantId, id, feeStructureIds);
    await deleteReplacedImage(tx, ctx.merchantId, before.imageId, body.image_id);
    return loadItem(tx, ctx.merchantId, id);
  });
}

/** spec 2 §7 PUT offering/search: a page of items with their price texts (spec 2 §9) and the total. */
export function searchCatalogue(
  db: Database,
  ctx: UserContext,
  search: repo.CatalogueSearch,
): Promise<CatalogueSearchResult> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const { rows, total } = await repo.searchOfferings(tx, ctx.merchantId, search);
    return { data: await presentCatalogueItems(tx, ctx.merchantId, rows), total_item_count: total };
  });
}

/**
 * spec 2 §4 bulk activate or deactivate, §7 PUT catalog/offering/bulk/{action}: every id must be the
 * merchant's own item (else 404 and nothing changes); the answer carries spec 2 §8's message.
 */
export function setCatalogueItemsActive(
  db: Database,
  ctx: UserContext,
  offeringIds: readonly number[],
  action: BulkOfferingAction,
): Promise<BulkOfferingResult> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const unique = [...new Set(offeringIds)];
    const existing = await repo.existingOfferingIds(tx, ctx.merchantId, unique);
    if (existing.size < unique.length) throw notFound('One of the items');
    await repo.setOfferingsActive(tx, ctx.merchantId, unique, action === 'activate');
    return { updated_count: unique.length, message: bulkOfferingSuccessMessage(action, unique.length) };
  });
}

/**
 * spec 2 §7 GET customfields/templates/non_legacy/{clientId}: the merchant's saved custom fields by name;
 * another client's templates are not found.
 */
export async function listCustomFieldTemplates(
  db: Database,
  ctx: UserContext,
  clientId: number,
): Promise<{ data: CustomFieldTemplate[] }> {
  if (clientId !== ctx.merchantId) throw notFound('The client');
  return withTenantRead(db, ctx.merchantId, async (tx) => ({
    data: (await repo.listTemplates(tx, ctx.merchantId)).map(presentTemplate),
  }));
}
