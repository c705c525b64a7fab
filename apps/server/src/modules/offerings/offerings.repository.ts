import type { OfferingListQuery } from '@paybook/contracts';
import { type DepositType, openVisitStatuses } from '@paybook/domain';
import { and, asc, count, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { invalidateOfferingAvailability } from '../../cache/availability-keys.ts';
import { invalidateMerchantStores } from '../../cache/store-keys.ts';
import type { Database } from '../../db/client.ts';
import { userOfProvider } from '../../db/joins.ts';
import {
  calendarItems,
  images,
  offeringCategories,
  offeringServiceProviders,
  offerings,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';

/** An offering row with its category name and image key, as the presenter needs it. */
export type OfferingRow = Awaited<ReturnType<typeof selectOfferings>>[number];
export type ProviderRef = { offeringId: number; id: number; firstName: string; lastName: string };

export type OfferingFilter = {
  /** Only bookable services (spec 1 §7 offerings/bookable). */
  bookableOnly?: boolean;
  activeOnly?: boolean;
  categoryId?: number;
  /** Only offerings the provider performs (spec 1 §7 service_provider/{id}/offerings). */
  serviceProviderId?: number;
};

/** Every column a save may write, the catalogue's included (spec 2 §3 Offering). */
export type OfferingWrite = Omit<
  typeof offerings.$inferInsert,
  'merchantId' | 'id' | 'version' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

export type OfferingValues = {
  name: string;
  description: string;
  priceCents: number;
  isBookable: boolean;
  isActive: boolean;
  durationMinutes: number | null;
  durationDisplayUnit: string | null;
  bufferMinutes: number;
  offeringCategoryId: number | null;
  imageId: number | null;
  /** Issue 15 point 7; left out, the saved settings stay. */
  depositType?: DepositType;
  depositValue?: number;
  noShowFeeCents?: number;
};

/** Offerings with their category name and image key; callers add the order and paging. */
export function selectOfferings(tx: Database, where: SQL | undefined) {
  return tx
    .select({
      id: offerings.id,
      name: offerings.name,
      description: offerings.description,
      priceCents: offerings.priceCents,
      isActive: offerings.isActive,
      isBookable: offerings.isBookable,
      durationMinutes: offerings.durationMinutes,
      durationDisplayUnit: offerings.durationDisplayUnit,
      bufferMinutes: offerings.bufferMinutes,
      offeringCategoryId: offerings.offeringCategoryId,
      categoryName: offeringCategories.name,
      imageId: offerings.imageId,
      imagePublicKey: images.publicKey,
      priceStructure: offerings.priceStructure,
      unitName: offerings.unitName,
      isPriceManualEntry: offerings.isPriceManualEntry,
      isTaxable: offerings.isTaxable,
      serviceAddressRequired: offerings.serviceAddressRequired,
      shippingMethodSelector: offerings.shippingMethodSelector,
      recurrence: offerings.recurrence,
      customFieldsCollection: offerings.customFieldsCollection,
      depositType: offerings.depositType,
      depositValue: offerings.depositValue,
      noShowFeeCents: offerings.noShowFeeCents,
      createdAt: offerings.createdAt,
      version: offerings.version,
    })
    .from(offerings)
    .leftJoin(
      offeringCategories,
      and(
        eq(offeringCategories.merchantId, offerings.merchantId),
        eq(offeringCategories.id, offerings.offeringCategoryId),
      ),
    )
    .leftJoin(images, and(eq(images.merchantId, offerings.merchantId), eq(images.id, offerings.imageId)))
    .where(where);
}

/** The merchant's offerings that are not deleted, narrowed by the filter. */
export function filterWhere(merchantId: number, filter: OfferingFilter): SQL | undefined {
  return and(
    eq(offerings.merchantId, merchantId),
    isNull(offerings.deletedAt),
    filter.bookableOnly ? eq(offerings.isBookable, true) : undefined,
    filter.activeOnly ? eq(offerings.isActive, true) : undefined,
    filter.categoryId === undefined ? undefined : eq(offerings.offeringCategoryId, filter.categoryId),
    filter.serviceProviderId === undefined
      ? undefined
      : sql`exists (select 1 from ${offeringServiceProviders} osp where osp.merchant_id = ${offerings.merchantId}
          and osp.offering_id = ${offerings.id} and osp.service_provider_id = ${filter.serviceProviderId})`,
  );
}

const ORDER = {
  name: [asc(sql`lower(${offerings.name})`), asc(offerings.id)],
  created_at: [asc(offerings.createdAt), asc(offerings.id)],
} as const;

export async function listOfferingsPage(
  tx: Database,
  merchantId: number,
  filter: OfferingFilter,
  query: OfferingListQuery,
): Promise<{ rows: OfferingRow[]; total: number }> {
  const where = filterWhere(merchantId, filter);
  const [totals] = await tx.select({ n: count() }).from(offerings).where(where);
  const rows = await selectOfferings(tx, where)
    .orderBy(...ORDER[query.sort_by])
    .limit(query.items_per_page)
    .offset((query.page - 1) * query.items_per_page);
  return { rows, total: totals?.n ?? 0 };
}

export function listOfferings(
  tx: Database,
  merchantId: number,
  filter: OfferingFilter,
): Promise<OfferingRow[]> {
  return selectOfferings(tx, filterWhere(merchantId, filter)).orderBy(...ORDER.name);
}

/** One offering that is not deleted; undefined for another merchant's id. */
export async function findOffering(
  tx: Database,
  merchantId: number,
  id: number,
): Promise<OfferingRow | undefined> {
  const [row] = await selectOfferings(
    tx,
    and(eq(offerings.merchantId, merchantId), eq(offerings.id, id), isNull(offerings.deletedAt)),
  );
  return row;
}

/**
 * The providers of each offering, with the names of their users. `bookableOnly` keeps those a customer
 * can book: active providers who appear on booking, whose user is active (spec 1 §3 Service provider,
 * spec 3 §3.3 appears_on_booking).
 */
export function listProvidersOf(
  tx: Database,
  merchantId: number,
  offeringIds: number[],
  options: { bookableOnly?: boolean } = {},
): Promise<ProviderRef[]> {
  if (offeringIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      offeringId: offeringServiceProviders.offeringId,
      id: serviceProviders.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(offeringServiceProviders)
    .innerJoin(
      serviceProviders,
      and(
        eq(serviceProviders.merchantId, offeringServiceProviders.merchantId),
        eq(serviceProviders.id, offeringServiceProviders.serviceProviderId),
      ),
    )
    .innerJoin(users, userOfProvider)
    .where(
      and(
        eq(offeringServiceProviders.merchantId, merchantId),
        inArray(offeringServiceProviders.offeringId, offeringIds),
        options.bookableOnly
          ? and(
              eq(serviceProviders.isActive, true),
              eq(serviceProviders.appearsOnBooking, true),
              eq(users.isActive, true),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(serviceProviders.id));
}

export async function insertOffering(
  tx: Database,
  merchantId: number,
  values: OfferingWrite,
): Promise<number> {
  const [row] = await tx
    .insert(offerings)
    .values({ merchantId, ...values })
    .returning({ id: offerings.id });
  if (!row) throw new Error('offering insert returned nothing');
  return row.id;
}

/** Saves the fields and counts the save in `version`; false when the offering is gone. */
export async function updateOffering(
  tx: Database,
  merchantId: number,
  id: number,
  values: Partial<OfferingWrite>,
): Promise<boolean> {
  const rows = await tx
    .update(offerings)
    .set({ ...values, version: sql`${offerings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(offerings.merchantId, merchantId), eq(offerings.id, id), isNull(offerings.deletedAt)))
    .returning({ id: offerings.id });
  // Issue 14 point 4: duration, buffer and whether it can be booked are availability inputs.
  await invalidateOfferingAvailability(tx, merchantId, id);
  await invalidateMerchantStores(tx, merchantId);
  return rows.length > 0;
}

/** Marks an offering deleted; with `version`, only while it is still that version. */
export async function softDeleteOffering(
  tx: Database,
  merchantId: number,
  id: number,
  version?: number,
): Promise<boolean> {
  const rows = await tx
    .update(offerings)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(offerings.merchantId, merchantId),
        eq(offerings.id, id),
        isNull(offerings.deletedAt),
        version === undefined ? undefined : eq(offerings.version, version),
      ),
    )
    .returning({ id: offerings.id });
  await invalidateOfferingAvailability(tx, merchantId, id);
  await invalidateMerchantStores(tx, merchantId);
  return rows.length > 0;
}

export async function replaceProviders(
  tx: Database,
  merchantId: number,
  offeringId: number,
  serviceProviderIds: readonly number[],
): Promise<void> {
  await tx
    .delete(offeringServiceProviders)
    .where(
      and(
        eq(offeringServiceProviders.merchantId, merchantId),
        eq(offeringServiceProviders.offeringId, offeringId),
      ),
    );
  await invalidateOfferingAvailability(tx, merchantId, offeringId);
  await invalidateMerchantStores(tx, merchantId);
  if (serviceProviderIds.length === 0) return;
  await tx
    .insert(offeringServiceProviders)
    .values(serviceProviderIds.map((serviceProviderId) => ({ merchantId, offeringId, serviceProviderId })));
}

/** Which of the ids are the merchant's service providers. */
export async function existingProviderIds(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.merchantId, merchantId), inArray(serviceProviders.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function providerExists(tx: Database, merchantId: number, id: number): Promise<boolean> {
  return (await existingProviderIds(tx, merchantId, [id])).has(id);
}

/**
 * Whether an image may be the offering's: the merchant's own offering image that no other offering
 * uses (a replaced or removed image is deleted, which must not take another offering's picture).
 */
export async function isImageAvailable(
  tx: Database,
  merchantId: number,
  imageId: number,
  offeringId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.merchantId, merchantId),
        eq(images.id, imageId),
        eq(images.kind, 'offering'),
        sql`not exists (select 1 from ${offerings} o where o.merchant_id = ${images.merchantId}
          and o.image_id = ${images.id}${offeringId === null ? sql`` : sql` and o.id <> ${offeringId}`})`,
      ),
    );
  return row !== undefined;
}

/** spec 1 §7 has_future_appointments: a booked appointment that has not started yet. */
export async function hasFutureAppointments(
  tx: Database,
  merchantId: number,
  offeringId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: calendarItems.id })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.offeringId, offeringId),
        eq(calendarItems.kind, 'appointment'),
        inArray(calendarItems.status, [...openVisitStatuses]),
        gt(calendarItems.startAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// Categories (spec 2 §5 Catalogue).

export function listCategories(tx: Database, merchantId: number) {
  return tx
    .select({ id: offeringCategories.id, name: offeringCategories.name })
    .from(offeringCategories)
    .where(eq(offeringCategories.merchantId, merchantId))
    .orderBy(asc(sql`lower(${offeringCategories.name})`));
}

export async function findCategory(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select({ id: offeringCategories.id, name: offeringCategories.name })
    .from(offeringCategories)
    .where(and(eq(offeringCategories.merchantId, merchantId), eq(offeringCategories.id, id)));
  return row;
}

/**
 * The category of a name (already normalised), created when no name matches ignoring case. The unique
 * index on lower(name) settles two concurrent creations: the second inserts nothing and reads the first.
 */
export async function findOrCreateCategory(tx: Database, merchantId: number, name: string) {
  const byName = and(
    eq(offeringCategories.merchantId, merchantId),
    eq(sql`lower(${offeringCategories.name})`, name.toLowerCase()),
  );
  const [existing] = await tx
    .select({ id: offeringCategories.id, name: offeringCategories.name })
    .from(offeringCategories)
    .where(byName);
  if (existing) return existing;
  await tx.insert(offeringCategories).values({ merchantId, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: offeringCategories.id, name: offeringCategories.name })
    .from(offeringCategories)
    .where(byName);
  if (!row) throw new Error('category insert returned nothing');
  return row;
}
