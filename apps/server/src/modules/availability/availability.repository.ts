// Issue 4 point 2: the rows the availability engine needs besides the provider's schedule.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarItems, offeringServiceProviders, offerings } from '../../db/schema/index.ts';

/**
 * The offering with its duration and buffer, and whether it can be booked with the provider (active,
 * bookable, not deleted, performed by them): one statement. Undefined for another merchant's id.
 */
export async function findOffering(tx: Database, merchantId: number, providerId: number, offeringId: number) {
  const [row] = await tx
    .select({
      id: offerings.id,
      durationMinutes: offerings.durationMinutes,
      bufferMinutes: offerings.bufferMinutes,
      bookable: sql<boolean>`${offerings.isActive} and ${offerings.isBookable} and ${offerings.deletedAt} is null
        and ${offeringServiceProviders.offeringId} is not null`,
    })
    .from(offerings)
    .leftJoin(
      offeringServiceProviders,
      and(
        eq(offeringServiceProviders.merchantId, offerings.merchantId),
        eq(offeringServiceProviders.offeringId, offerings.id),
        eq(offeringServiceProviders.serviceProviderId, providerId),
      ),
    )
    .where(and(eq(offerings.merchantId, merchantId), eq(offerings.id, offeringId)));
  return row;
}

/**
 * The provider's booked appointments and personal time that touch [from, to), each appointment with its
 * offering's buffer (spec 1 §3 buffer_minutes): one statement.
 */
export function listBusy(tx: Database, merchantId: number, providerId: number, from: Date, to: Date) {
  return tx
    .select({
      id: calendarItems.id,
      kind: calendarItems.kind,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      bufferMinutes: offerings.bufferMinutes,
    })
    .from(calendarItems)
    .leftJoin(
      offerings,
      and(eq(offerings.merchantId, calendarItems.merchantId), eq(offerings.id, calendarItems.offeringId)),
    )
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.serviceProviderId, providerId),
        ne(calendarItems.status, 'cancelled'),
        lt(calendarItems.startAt, to),
        gt(calendarItems.endAt, from),
      ),
    );
}
