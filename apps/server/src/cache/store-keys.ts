import type { Database } from '../db/client.ts';
import { notifyInvalidation } from './invalidation-bus.ts';

/**
 * Issue 27: what a write that changes a store's hosted page invalidates, on the bus's 'store' topic, from
 * the writer's own transaction: a store, its items or images, or an offering (name, price, image, active;
 * the trigger that deactivates an item's forms runs in the same transaction). The node caches of
 * modules/public-stores/store-page-cache.ts hear it on every node at COMMIT.
 */
export function invalidateMerchantStores(tx: Database, merchantId: number) {
  return notifyInvalidation(tx, 'store', merchantId);
}
