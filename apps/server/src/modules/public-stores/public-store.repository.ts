import { STORE_STATUSES } from '@paybook/domain/stores/store-status';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

// Ruling 4: the active store a hosted page names, within the merchant its subdomain names.

/** The active store of this url_name, not deleted; undefined otherwise (the page is not available). */
export async function findActiveStore(tx: Database, merchantId: number, urlName: string) {
  const [row] = await tx
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.merchantId, merchantId),
        eq(stores.urlName, urlName),
        eq(stores.status, STORE_STATUSES.active),
        isNull(stores.deletedAt),
      ),
    );
  return row;
}
