import { eq } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';

export async function setMerchantMfaRequirement(db: Database, merchantId: number, required: boolean) {
  await db.update(merchants).set({ requiresMfa: required }).where(eq(merchants.id, merchantId));
  // Every signed-in session of the merchant checks the requirement (issue 14 point 2).
  await notifyInvalidation(db, 'merchant', merchantId);
}
