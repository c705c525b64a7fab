import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userOfProvider } from '../../db/joins.ts';
import {
  calendarFeedTokens,
  calendarItems,
  customers,
  merchants,
  offerings,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';
import { providerTimeZone } from '../calendar/calendar.repository.ts';

// Issue 26 point 5: a provider's calendar feed token and what the feed shows, each filtered by merchant.

/** spec 3 §2.5: the provider is active when its user is, and it appears on booking. */
const providerIsActive = sql<boolean>`(${users.isActive} and ${serviceProviders.isActive} and ${serviceProviders.appearsOnBooking})`;

/** The provider, with what the access rule and the feed's name read. */
export async function findFeedProvider(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({
      id: serviceProviders.id,
      userId: serviceProviders.userId,
      isActive: providerIsActive,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: merchants.name,
      timeZone: providerTimeZone,
    })
    .from(serviceProviders)
    .innerJoin(users, userOfProvider)
    .innerJoin(merchants, eq(merchants.id, serviceProviders.merchantId))
    .where(and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.id, providerId)));
  return row;
}
export type FeedProviderRow = NonNullable<Awaited<ReturnType<typeof findFeedProvider>>>;

/** The provider's current token, sealed; undefined before the address was first asked for. */
export async function findTokenOf(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ tokenHash: calendarFeedTokens.tokenHash, tokenSealed: calendarFeedTokens.tokenSealed })
    .from(calendarFeedTokens)
    .where(
      and(
        eq(calendarFeedTokens.merchantId, merchantId),
        eq(calendarFeedTokens.serviceProviderId, providerId),
      ),
    );
  return row;
}

/** Stores the provider's first token unless another request stored one first (answers whether it did). */
export async function insertToken(
  tx: Database,
  values: { merchantId: number; providerId: number; tokenHash: string; tokenSealed: string },
): Promise<boolean> {
  const rows = await tx
    .insert(calendarFeedTokens)
    .values({
      merchantId: values.merchantId,
      serviceProviderId: values.providerId,
      tokenHash: values.tokenHash,
      tokenSealed: values.tokenSealed,
    })
    .onConflictDoNothing()
    .returning({ tokenHash: calendarFeedTokens.tokenHash });
  return rows.length > 0;
}

/** Replaces the provider's token; answers the hash it replaced (undefined when there was none). */
export async function replaceToken(
  tx: Database,
  values: { merchantId: number; providerId: number; tokenHash: string; tokenSealed: string; userId: number },
): Promise<string | undefined> {
  const previous = await findTokenOf(tx, values.merchantId, values.providerId);
  await tx
    .insert(calendarFeedTokens)
    .values({
      merchantId: values.merchantId,
      serviceProviderId: values.providerId,
      tokenHash: values.tokenHash,
      tokenSealed: values.tokenSealed,
      resetByUserId: values.userId,
    })
    .onConflictDoUpdate({
      target: [calendarFeedTokens.merchantId, calendarFeedTokens.serviceProviderId],
      set: {
        tokenHash: values.tokenHash,
        tokenSealed: values.tokenSealed,
        resetByUserId: values.userId,
        createdAt: new Date(),
      },
    });
  return previous?.tokenHash;
}

/** The provider a token opens (the public feed's lookup inside the merchant's tenant). */
export async function findProviderOfToken(tx: Database, merchantId: number, tokenHash: string) {
  const [row] = await tx
    .select({ providerId: calendarFeedTokens.serviceProviderId })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.merchantId, merchantId), eq(calendarFeedTokens.tokenHash, tokenHash)));
  return row?.providerId;
}

/**
 * The provider's appointments and personal time that overlap [from, to), by start, with the service's name
 * and the customer's first name and last initial (decision 181). Cancelled appointments stay, so a
 * subscribed calendar removes them (STATUS:CANCELLED).
 */
export async function listFeedItems(
  tx: Database,
  merchantId: number,
  providerId: number,
  from: Date,
  to: Date,
) {
  return tx
    .select({
      id: calendarItems.id,
      kind: calendarItems.kind,
      title: sql<string>`coalesce(${offerings.name}, ${calendarItems.title})`,
      offeringId: calendarItems.offeringId,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      start: calendarItems.startAt,
      end: calendarItems.endAt,
      status: calendarItems.status,
      createdAt: calendarItems.createdAt,
      updatedAt: calendarItems.updatedAt,
    })
    .from(calendarItems)
    .leftJoin(
      offerings,
      and(eq(offerings.merchantId, calendarItems.merchantId), eq(offerings.id, calendarItems.offeringId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.merchantId, calendarItems.merchantId), eq(customers.id, calendarItems.customerId)),
    )
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.serviceProviderId, providerId),
        lt(calendarItems.startAt, to),
        gt(calendarItems.endAt, from),
      ),
    )
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id));
}
export type FeedItemRow = Awaited<ReturnType<typeof listFeedItems>>[number];
