import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { merchants } from '../../db/schema/index.ts';

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
