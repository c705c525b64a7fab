import type { CatalogueCustomField } from '@paybook/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { invalidateMerchantAvailability } from '../../cache/availability-keys.ts';
import { invalidateMerchantStores } from '../../cache/store-keys.ts';
import type { Database } from '../../db/client.ts';
import {
  customFieldTemplates,
  feeStructures,
  offeringFeeStructures,
  offerings,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { filterWhere, type OfferingRow, selectOfferings } from '../offerings/offerings.repository.ts';

export type CatalogueSearch = {
  search: string;
  kind: 'all' | 'bookable' | 'non_bookable';
  status: 'all' | 'active' | 'inactive';
  sortBy: 'name' | 'created_at' | 'price';
  direction: 'asc' | 'desc';
  page: number;
  itemsPerPage: number;
};

const SORT_COLUMNS = {
  name: sql`lower(${offerings.name})`,
  created_at: offerings.createdAt,
  price: offerings.priceCents,
} as const;

function searchWhere(merchantId: number, search: CatalogueSearch): SQL | undefined {
  const term = search.search.trim().toLowerCase();
  return and(
    filterWhere(merchantId, {}),
    term === '' ? undefined : sql`lower(${offerings.name}) like ${`%${escapeLike(term)}%`}`,
    search.kind === 'all' ? undefined : eq(offerings.isBookable, search.kind === 'bookable'),
    search.status === 'all' ? undefined : eq(offerings.isActive, search.status === 'active'),
  );
}

/** spec 2 §7 offering/search: one page of the merchant's offerings and the count of all that match. */
export async function searchOfferings(
  tx: Database,
  merchantId: number,
  search: CatalogueSearch,
): Promise<{ rows: OfferingRow[]; total: number }> {
  const where = searchWhere(merchantId, search);
  const order = search.direction === 'asc' ? asc : desc;
  const [totals] = await tx.select({ n: count() }).from(offerings).where(where);
  const rows = await selectOfferings(tx, where)
    .orderBy(order(SORT_COLUMNS[search.sortBy]), order(offerings.id))
    .limit(search.itemsPerPage)
    .offset((search.page - 1) * search.itemsPerPage);
  return { rows, total: totals?.n ?? 0 };
}

/** Which of the ids are offerings of the merchant's that are not deleted. */
export async function existingOfferingIds(
  tx: Database,
  merchantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await tx
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(filterWhere(merchantId, {}), inArray(offerings.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** spec 2 §4 bulk activate / deactivate; each changed offering counts a save in `version`. */
export async function setOfferingsActive(
  tx: Database,
  merchantId: number,
  ids: readonly number[],
  isActive: boolean,
): Promise<void> {
  await tx
    .update(offerings)
    .set({ isActive, version: sql`${offerings.version} + 1`, updatedAt: new Date() })
    .where(and(filterWhere(merchantId, {}), inArray(offerings.id, [...ids])));
  // Issue 14 point 4: whether they can be booked (several offerings: the merchant's availability).
  await invalidateMerchantAvailability(tx, merchantId);
  await invalidateMerchantStores(tx, merchantId);
}

// Fee structures of an item (spec 2 §3 fee_structure_ids).

export function listFeeStructureLinks(tx: Database, merchantId: number, offeringIds: readonly number[]) {
  if (offeringIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ offeringId: offeringFeeStructures.offeringId, id: offeringFeeStructures.feeStructureId })
    .from(offeringFeeStructures)
    .where(
      and(
        eq(offeringFeeStructures.merchantId, merchantId),
        inArray(offeringFeeStructures.offeringId, [...offeringIds]),
      ),
    )
    .orderBy(asc(offeringFeeStructures.feeStructureId));
}

/** The merchant's fee structures of these ids that are not deleted, as the item checks read them. */
export function findFeeStructures(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: feeStructures.id,
      type: feeStructures.type,
      name: feeStructures.name,
      isPercent: feeStructures.isPercent,
      amountCents: feeStructures.amountCents,
      percentThousandths: feeStructures.percentThousandths,
      isActive: feeStructures.isActive,
    })
    .from(feeStructures)
    .where(
      and(
        eq(feeStructures.merchantId, merchantId),
        inArray(feeStructures.id, [...ids]),
        isNull(feeStructures.deletedAt),
      ),
    );
}

export async function replaceFeeStructureLinks(
  tx: Database,
  merchantId: number,
  offeringId: number,
  feeStructureIds: readonly number[],
): Promise<void> {
  await tx
    .delete(offeringFeeStructures)
    .where(
      and(eq(offeringFeeStructures.merchantId, merchantId), eq(offeringFeeStructures.offeringId, offeringId)),
    );
  if (feeStructureIds.length === 0) return;
  await tx
    .insert(offeringFeeStructures)
    .values(feeStructureIds.map((feeStructureId) => ({ merchantId, offeringId, feeStructureId })));
}

// Saved custom fields (spec 2 §5 "saved templates").

export type CustomFieldTemplateRow = typeof customFieldTemplates.$inferSelect;

/** The merchant's saved custom fields by name, ignoring case. */
export function listTemplates(tx: Database, merchantId: number): Promise<CustomFieldTemplateRow[]> {
  return tx
    .select()
    .from(customFieldTemplates)
    .where(eq(customFieldTemplates.merchantId, merchantId))
    .orderBy(asc(sql`lower(${customFieldTemplates.name})`), asc(customFieldTemplates.id));
}

/** Saves a field as a template; undefined when a template of that name (ignoring case) came first. */
export async function insertTemplate(
  tx: Database,
  merchantId: number,
  field: CatalogueCustomField,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(customFieldTemplates)
    .values({
      merchantId,
      name: field.name,
      label: field.label,
      type: field.type,
      hintText: field.hint_text,
      options: field.options,
      isRequired: field.is_required,
    })
    .onConflictDoNothing()
    .returning({ id: customFieldTemplates.id });
  return row?.id;
}
