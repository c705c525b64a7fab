import { bulletinNames } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { merchantBulletins, merchants } from '../db/schema/index.ts';

/**
 * DEMO.md: the demo merchants are established businesses: their e-mail is verified and their onboarding
 * prompts (spec 1 §4.4) are done. A merchant still in onboarding (Harbor Physio) keeps them open.
 */
export async function seedDemoOnboarding(tx: Database, merchant: { id: number; isOnboarding: boolean }) {
  if (merchant.isOnboarding) return;
  await tx.update(merchants).set({ emailUnverified: false }).where(eq(merchants.id, merchant.id));
  await tx
    .insert(merchantBulletins)
    .values(bulletinNames.map((name) => ({ merchantId: merchant.id, name, completedAt: new Date() })));
}
