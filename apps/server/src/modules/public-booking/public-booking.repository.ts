import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { merchants, offeringServiceProviders, serviceProviders, users } from '../../db/schema/index.ts';

const bookableMerchant = preparedQuery((db) =>
  db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(merchants.urlSubdomain, sql.placeholder('urlSubdomain')),
        sql`'appointments' = any(${merchants.features})`,
      ),
    )
    .prepare('public_booking_merchant'),
);

/**
 * The merchant behind a booking address, when it takes appointments. The one lookup outside a tenant:
 * everything shown is then read as that merchant (withTenantRead).
 */
export async function findBookingMerchantId(db: Database, urlSubdomain: string) {
  const [row] = await bookableMerchant(db).execute({ urlSubdomain });
  return row?.id;
}

/**
 * Who performs each offering on the booking page: active providers who appear on booking, whose user is
 * active (spec 1 §3 Service provider, spec 3 §3.3 appears_on_booking).
 */
export function listBookableProviders(tx: Database, merchantId: number, offeringIds: number[]) {
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
    .innerJoin(
      users,
      and(eq(users.merchantId, serviceProviders.merchantId), eq(users.id, serviceProviders.userId)),
    )
    .where(
      and(
        eq(offeringServiceProviders.merchantId, merchantId),
        inArray(offeringServiceProviders.offeringId, offeringIds),
        eq(serviceProviders.isActive, true),
        eq(serviceProviders.appearsOnBooking, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(serviceProviders.id));
}
