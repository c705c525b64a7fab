import type { StoreType } from '@paybook/domain/stores/store-status';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { invalidateMerchantStores } from '../../cache/store-keys.ts';
import type { Database } from '../../db/client.ts';
import { images, merchantOperations, offerings, storeItems, stores } from '../../db/schema/index.ts';
import { selectOfferings } from '../offerings/offerings.repository.ts';

// spec 2 §3 stores and their items (migration 0032; decision 164). Every write tells the node caches of
// the hosted pages ('store', modules/public-stores/store-page-cache.ts) from its own transaction.

export type StoreRow = typeof stores.$inferSelect;
export type StoreValues = Omit<
  typeof stores.$inferInsert,
  'merchantId' | 'id' | 'status' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

const live = (merchantId: number) => and(eq(stores.merchantId, merchantId), isNull(stores.deletedAt));

/** The stores not deleted, newest first; of one type when given. */
export function listStores(tx: Database, merchantId: number, storeType?: StoreType): Promise<StoreRow[]> {
  return tx
    .select()
    .from(stores)
    .where(and(live(merchantId), storeType ? eq(stores.storeType, storeType) : undefined))
    .orderBy(desc(stores.createdAt), desc(stores.id));
}

/** One store not deleted; `lock` takes its row lock (a save, a status change, a delete). */
export async function findStore(
  tx: Database,
  merchantId: number,
  id: number,
  lock = false,
): Promise<StoreRow | undefined> {
  const query = tx
    .select()
    .from(stores)
    .where(and(live(merchantId), eq(stores.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The items of the stores, in their order, with the offerings as the catalogue reads them. */
export async function listStoreItems(tx: Database, merchantId: number, storeIds: readonly number[]) {
  if (storeIds.length === 0) return [];
  const links = await tx
    .select({ storeId: storeItems.storeId, offeringId: storeItems.offeringId })
    .from(storeItems)
    .where(and(eq(storeItems.merchantId, merchantId), inArray(storeItems.storeId, [...storeIds])))
    .orderBy(asc(storeItems.storeId), asc(storeItems.position));
  if (links.length === 0) return [];
  const rows = await selectOfferings(
    tx,
    and(
      eq(offerings.merchantId, merchantId),
      inArray(offerings.id, [...new Set(links.map((link) => link.offeringId))]),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return links.flatMap((link) => {
    const offering = byId.get(link.offeringId);
    return offering ? [{ storeId: link.storeId, offering }] : [];
  });
}
export type StoreItemRow = Awaited<ReturnType<typeof listStoreItems>>[number];

/** The offerings a save names that are the merchant's and not deleted, with what the rules read. */
export function findSaleOfferings(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: offerings.id, isBookable: offerings.isBookable, isActive: offerings.isActive })
    .from(offerings)
    .where(
      and(eq(offerings.merchantId, merchantId), isNull(offerings.deletedAt), inArray(offerings.id, [...ids])),
    );
}

/** The merchant's image of a kind with its original size, or undefined. */
export async function findImageSize(
  tx: Database,
  merchantId: number,
  kind: 'store_logo' | 'store_banner',
  id: number,
) {
  const [row] = await tx
    .select({ width: images.width, height: images.height, publicKey: images.publicKey })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.kind, kind), eq(images.id, id)));
  return row;
}

/** The public keys of images by id (the logos and banners a page of stores shows). */
export async function findImageKeys(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: images.id, publicKey: images.publicKey })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), inArray(images.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.publicKey]));
}

export async function insertStore(
  tx: Database,
  merchantId: number,
  values: StoreValues,
  status: number,
): Promise<number> {
  const [row] = await tx
    .insert(stores)
    .values({ ...values, merchantId, status })
    .returning({ id: stores.id });
  await invalidateMerchantStores(tx, merchantId);
  return row!.id;
}

export async function updateStore(tx: Database, merchantId: number, id: number, values: StoreValues) {
  await tx
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(stores.merchantId, merchantId), eq(stores.id, id)));
  await invalidateMerchantStores(tx, merchantId);
}

export async function setStoreStatus(tx: Database, merchantId: number, id: number, status: number) {
  await tx
    .update(stores)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(stores.merchantId, merchantId), eq(stores.id, id)));
  await invalidateMerchantStores(tx, merchantId);
}

/** A deleted store keeps its row for its orders; its items go, and its url_name is free again. */
export async function deleteStore(tx: Database, merchantId: number, id: number) {
  await tx
    .update(stores)
    .set({ deletedAt: new Date(), status: 2, updatedAt: new Date() })
    .where(and(eq(stores.merchantId, merchantId), eq(stores.id, id)));
  await invalidateMerchantStores(tx, merchantId);
}

export async function replaceStoreItems(
  tx: Database,
  merchantId: number,
  storeId: number,
  offeringIds: readonly number[],
) {
  await tx
    .delete(storeItems)
    .where(and(eq(storeItems.merchantId, merchantId), eq(storeItems.storeId, storeId)));
  await invalidateMerchantStores(tx, merchantId);
  if (offeringIds.length === 0) return;
  await tx
    .insert(storeItems)
    .values(offeringIds.map((offeringId, position) => ({ merchantId, storeId, offeringId, position })));
}

export async function activateOfferings(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .update(offerings)
    .set({ isActive: true, version: sql`${offerings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(offerings.merchantId, merchantId), inArray(offerings.id, [...ids])));
  await invalidateMerchantStores(tx, merchantId);
}

/** The active payment forms and buy buttons that sell an offering (spec 2 §4 Offering). */
export function activeFormsSelling(tx: Database, merchantId: number, offeringId: number) {
  return tx
    .select({ id: stores.id, name: stores.name, storeType: stores.storeType })
    .from(stores)
    .innerJoin(
      storeItems,
      and(eq(storeItems.merchantId, stores.merchantId), eq(storeItems.storeId, stores.id)),
    )
    .where(
      and(
        live(merchantId),
        eq(stores.status, 1),
        inArray(stores.storeType, ['payment_form', 'buy_button']),
        eq(storeItems.offeringId, offeringId),
      ),
    )
    .orderBy(asc(stores.name));
}

/** spec 2 §7 PUT stores/enableAch: every store takes bank payments. */
export async function enableAch(tx: Database, merchantId: number): Promise<number> {
  const rows = await tx
    .update(stores)
    .set({ acceptAch: true, updatedAt: new Date() })
    .where(and(live(merchantId), eq(stores.acceptAch, false)))
    .returning({ id: stores.id });
  await invalidateMerchantStores(tx, merchantId);
  return rows.length;
}

export type MerchantOperation = 'request_cc_payment' | 'enable_ecommerce_ach_shown';

export async function isOperationCompleted(tx: Database, merchantId: number, operation: MerchantOperation) {
  const [row] = await tx
    .select({ at: merchantOperations.completedAt })
    .from(merchantOperations)
    .where(and(eq(merchantOperations.merchantId, merchantId), eq(merchantOperations.operation, operation)));
  return row !== undefined;
}

/** Records the operation once; a repeat keeps the first record. */
export async function completeOperation(
  tx: Database,
  merchantId: number,
  operation: MerchantOperation,
  userId: number,
) {
  await tx
    .insert(merchantOperations)
    .values({ merchantId, operation, completedByUserId: userId })
    .onConflictDoNothing();
}
