import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';

export async function setMerchantMfaRequirement(db: Database, merchantId: number, required: boolean) {
  await db.update(merchants).set({ requiresMfa: required }).where(eq(merchants.id, merchantId));
}
