import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feeStructures, feeStructureTaxes, offeringFeeStructures, offerings } from '../../db/schema/index.ts';

export type FeeStructureRow = typeof feeStructures.$inferSelect;
export type FeeStructureValues = Omit<
  typeof feeStructures.$inferInsert,
  'merchantId' | 'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'discountsUsedCount'
>;

const live = (merchantId: number) =>
  and(eq(feeStructures.merchantId, merchantId), isNull(feeStructures.deletedAt));

export async function findFee(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(feeStructures)
    .where(and(live(merchantId), eq(feeStructures.id, id)));
  return row;
}

/** Active fee structures that are not deleted, by name. */
export function listActiveFees(tx: Database, merchantId: number) {
  return tx
    .select()
    .from(feeStructures)
    .where(and(live(merchantId), eq(feeStructures.isActive, true)))
    .orderBy(asc(sql`lower(${feeStructures.name})`), asc(feeStructures.id));
}

/** Fee structures of the given ids that are not deleted (the caller checks which are missing). */
export function findFees(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: feeStructures.id, type: feeStructures.type })
    .from(feeStructures)
    .where(and(live(merchantId), inArray(feeStructures.id, [...ids])));
}

/** Per fee structure: the offerings it applies to (not deleted) and the taxes charged on it. */
export async function linksOf(tx: Database, merchantId: number, feeIds: readonly number[]) {
  const offeringIds = new Map<number, number[]>();
  const taxIds = new Map<number, number[]>();
  if (feeIds.length === 0) return { offeringIds, taxIds };
  const offeringLinks = await tx
    .select({ feeId: offeringFeeStructures.feeStructureId, offeringId: offeringFeeStructures.offeringId })
    .from(offeringFeeStructures)
    .innerJoin(
      offerings,
      and(
        eq(offerings.merchantId, offeringFeeStructures.merchantId),
        eq(offerings.id, offeringFeeStructures.offeringId),
      ),
    )
    .where(
      and(
        eq(offeringFeeStructures.merchantId, merchantId),
        inArray(offeringFeeStructures.feeStructureId, [...feeIds]),
        isNull(offerings.deletedAt),
      ),
    )
    .orderBy(asc(offeringFeeStructures.offeringId));
  for (const link of offeringLinks)
    offeringIds.set(link.feeId, [...(offeringIds.get(link.feeId) ?? []), link.offeringId]);
  const taxLinks = await tx
    .select({ feeId: feeStructureTaxes.feeStructureId, taxId: feeStructureTaxes.taxFeeStructureId })
    .from(feeStructureTaxes)
    .where(
      and(
        eq(feeStructureTaxes.merchantId, merchantId),
        inArray(feeStructureTaxes.feeStructureId, [...feeIds]),
      ),
    )
    .orderBy(asc(feeStructureTaxes.taxFeeStructureId));
  for (const link of taxLinks) taxIds.set(link.feeId, [...(taxIds.get(link.feeId) ?? []), link.taxId]);
  return { offeringIds, taxIds };
}

export async function insertFee(tx: Database, merchantId: number, values: FeeStructureValues) {
  const [row] = await tx
    .insert(feeStructures)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('The fee structure was not inserted');
  return row;
}

export async function updateFee(
  tx: Database,
  merchantId: number,
  id: number,
  values: Partial<FeeStructureValues>,
) {
  const [row] = await tx
    .update(feeStructures)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(merchantId), eq(feeStructures.id, id)))
    .returning();
  if (!row) throw new Error('The fee structure was not updated');
  return row;
}

/** Makes the fee structure apply to exactly these offerings. */
export async function replaceOfferingLinks(
  tx: Database,
  merchantId: number,
  feeId: number,
  ids: readonly number[],
) {
  await tx
    .delete(offeringFeeStructures)
    .where(
      and(eq(offeringFeeStructures.merchantId, merchantId), eq(offeringFeeStructures.feeStructureId, feeId)),
    );
  if (ids.length > 0)
    await tx
      .insert(offeringFeeStructures)
      .values(ids.map((offeringId) => ({ merchantId, offeringId, feeStructureId: feeId })));
}

/** Makes exactly these taxes charged on the fee. */
export async function replaceTaxLinks(
  tx: Database,
  merchantId: number,
  feeId: number,
  taxIds: readonly number[],
) {
  await tx
    .delete(feeStructureTaxes)
    .where(and(eq(feeStructureTaxes.merchantId, merchantId), eq(feeStructureTaxes.feeStructureId, feeId)));
  if (taxIds.length > 0)
    await tx
      .insert(feeStructureTaxes)
      .values(taxIds.map((taxFeeStructureId) => ({ merchantId, feeStructureId: feeId, taxFeeStructureId })));
}

/**
 * spec 3 §8 delete: the row stays (past orders name it) but leaves every list, every offering and
 * every fee that charged it as a tax.
 */
export async function softDeleteFee(tx: Database, merchantId: number, id: number) {
  await tx
    .update(feeStructures)
    .set({ deletedAt: new Date(), isActive: false, updatedAt: new Date() })
    .where(and(live(merchantId), eq(feeStructures.id, id)));
  await replaceOfferingLinks(tx, merchantId, id, []);
  await tx
    .delete(feeStructureTaxes)
    .where(
      and(
        eq(feeStructureTaxes.merchantId, merchantId),
        or(eq(feeStructureTaxes.feeStructureId, id), eq(feeStructureTaxes.taxFeeStructureId, id)),
      ),
    );
}

/** The merchant's offerings of these ids that are not deleted, with what the dollar-discount rule reads. */
export function findOfferings(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: offerings.id,
      name: offerings.name,
      priceCents: offerings.priceCents,
      isPriceManualEntry: offerings.isPriceManualEntry,
    })
    .from(offerings)
    .where(
      and(eq(offerings.merchantId, merchantId), inArray(offerings.id, [...ids]), isNull(offerings.deletedAt)),
    )
    .orderBy(asc(sql`lower(${offerings.name})`), asc(offerings.id));
}

/** spec 3 §7 attached_offering_count: the offerings (not deleted) the fee applies to. */
export async function countOfferings(tx: Database, merchantId: number, feeId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(offeringFeeStructures)
    .innerJoin(
      offerings,
      and(
        eq(offerings.merchantId, offeringFeeStructures.merchantId),
        eq(offerings.id, offeringFeeStructures.offeringId),
      ),
    )
    .where(
      and(
        eq(offeringFeeStructures.merchantId, merchantId),
        eq(offeringFeeStructures.feeStructureId, feeId),
        isNull(offerings.deletedAt),
      ),
    );
  return row?.count ?? 0;
}

/** spec 3 §7 count_order_level_fees: the fees (not deleted) that charge this tax. */
export async function countFeesCharging(tx: Database, merchantId: number, taxId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(feeStructureTaxes)
    .innerJoin(
      feeStructures,
      and(
        eq(feeStructures.merchantId, feeStructureTaxes.merchantId),
        eq(feeStructures.id, feeStructureTaxes.feeStructureId),
      ),
    )
    .where(
      and(
        eq(feeStructureTaxes.merchantId, merchantId),
        eq(feeStructureTaxes.taxFeeStructureId, taxId),
        isNull(feeStructures.deletedAt),
      ),
    );
  return row?.count ?? 0;
}

/** spec 3 §7 all_discounts: the active discounts (not deleted) attached to any of these offerings. */
export function discountsOfOfferings(tx: Database, merchantId: number, offeringIds: readonly number[]) {
  if (offeringIds.length === 0) return Promise.resolve([]);
  const attached = tx
    .select({ id: offeringFeeStructures.feeStructureId })
    .from(offeringFeeStructures)
    .where(
      and(
        eq(offeringFeeStructures.merchantId, merchantId),
        inArray(offeringFeeStructures.offeringId, [...offeringIds]),
      ),
    );
  return tx
    .select()
    .from(feeStructures)
    .where(
      and(
        live(merchantId),
        eq(feeStructures.isActive, true),
        eq(feeStructures.type, 'line_item_discount'),
        inArray(feeStructures.id, attached),
      ),
    )
    .orderBy(asc(sql`lower(${feeStructures.name})`), asc(feeStructures.id));
}
