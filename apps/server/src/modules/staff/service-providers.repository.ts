import { openVisitStatuses } from '@paybook/domain';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  invalidateMerchantAvailability,
  invalidateProviderAvailability,
} from '../../cache/availability-keys.ts';
import type { Database } from '../../db/client.ts';
import { userOfProvider } from '../../db/joins.ts';
import {
  calendarItems,
  images,
  offeringServiceProviders,
  offerings,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';

/** The user's provider row, created on first need; it outlives a switch-off (see the schema). */
export async function upsertProvider(
  tx: Database,
  merchantId: number,
  userId: number,
  values: { isActive: boolean; appearsOnBooking: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(serviceProviders)
    .values({ merchantId, userId, ...values })
    .onConflictDoUpdate({
      target: [serviceProviders.merchantId, serviceProviders.userId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({ id: serviceProviders.id });
  if (!row) throw new Error('provider upsert returned nothing');
  // Issue 14 point 4: whether the provider can be booked.
  await invalidateProviderAvailability(tx, merchantId, row.id);
  return row.id;
}

/** The ids among `ids` that are the merchant's live offerings. */
export async function existingOfferingIds(
  tx: Database,
  merchantId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: offerings.id })
    .from(offerings)
    .where(
      and(eq(offerings.merchantId, merchantId), inArray(offerings.id, ids), isNull(offerings.deletedAt)),
    );
  return rows.map((row) => row.id);
}

/** Who performs which service (spec 3 §3.3 offering_ids): the provider's join rows become exactly `ids`. */
export async function replaceProviderOfferings(
  tx: Database,
  merchantId: number,
  providerId: number,
  ids: number[],
) {
  await tx
    .delete(offeringServiceProviders)
    .where(
      and(
        eq(offeringServiceProviders.merchantId, merchantId),
        eq(offeringServiceProviders.serviceProviderId, providerId),
      ),
    );
  // Issue 14 point 4: who performs the services it left and joined (several offerings: the merchant's).
  await invalidateMerchantAvailability(tx, merchantId);
  if (ids.length === 0) return;
  await tx
    .insert(offeringServiceProviders)
    .values(ids.map((offeringId) => ({ merchantId, offeringId, serviceProviderId: providerId })));
}

/** spec 1 §7 GET service_providers: providers who appear on booking, by name. */
export async function listServiceProviders(tx: Database, merchantId: number, page: number, perPage: number) {
  const where = and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.appearsOnBooking, true));
  const rows = await tx
    .select({
      id: serviceProviders.id,
      isActive: serviceProviders.isActive,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imagePublicKey: images.publicKey,
      imageId: images.id,
      offeringIds: sql<number[]>`coalesce((
        select array_agg(${offeringServiceProviders.offeringId} order by ${offeringServiceProviders.offeringId})
        from ${offeringServiceProviders}
        where ${offeringServiceProviders.merchantId} = ${serviceProviders.merchantId}
          and ${offeringServiceProviders.serviceProviderId} = ${serviceProviders.id}
      ), '{}')`.mapWith((value: (number | string)[]) => value.map(Number)),
    })
    .from(serviceProviders)
    .innerJoin(users, userOfProvider)
    .leftJoin(images, and(eq(images.merchantId, users.merchantId), eq(images.id, users.imageId)))
    .where(where)
    .orderBy(
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      asc(serviceProviders.id),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await tx.select({ n: count() }).from(serviceProviders).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProvider(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.id, providerId)));
  return row;
}

/** spec 3 §7 service_provider/{id}/has_future_appointments: booked and not yet over. */
export async function hasFutureAppointments(tx: Database, merchantId: number, providerId: number, now: Date) {
  const [row] = await tx
    .select({ id: calendarItems.id })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.serviceProviderId, providerId),
        eq(calendarItems.kind, 'appointment'),
        inArray(calendarItems.status, [...openVisitStatuses]),
        gt(calendarItems.endAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** spec 3 §7 service_provider/{id}/all_appointments/count: appointments of any status, past and to come. */
export async function countAllAppointments(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.serviceProviderId, providerId),
        eq(calendarItems.kind, 'appointment'),
      ),
    );
  return row?.n ?? 0;
}

/** Any calendar item at all (appointment or personal time), past or future: deleting the provider would orphan it. */
export async function providerHasAppointments(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ id: calendarItems.id })
    .from(calendarItems)
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.serviceProviderId, providerId)))
    .limit(1);
  return row !== undefined;
}
