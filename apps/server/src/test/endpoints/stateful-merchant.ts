import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { cheapPasswordHash } from '../cheap-password-hash.ts';
import { signIn, type TestClient } from '../client.ts';
import { createMerchantWithStaff, createUser, TEST_PASSWORD } from '../factories.ts';
import { makeProvider } from '../staff-factories.ts';
import type { TestApp } from '../test-app.ts';

// Issue 23 point 4, stateful sequences: each sequence starts on a merchant of its own, so what the lists
// answer is exactly what the sequence made.

export type SequenceMerchant = { client: TestClient; merchantId: number; providerIds: number[] };

/**
 * A new full-product merchant with the calendar, its owner (every right) signed in, and `providers`
 * service providers (America/Denver, Monday to Friday 09:00–17:00, no breaks).
 */
export async function sequenceMerchant(t: TestApp, providers = 0): Promise<SequenceMerchant> {
  const db = t.handle.db;
  const { merchant, owner } = await createMerchantWithStaff(db, [], {
    productName: 'full_product',
    appointmentsActivated: true,
    timeZone: 'America/Denver',
  });
  await db
    .update(users)
    .set({ passwordHash: await cheapPasswordHash(TEST_PASSWORD) })
    .where(and(eq(users.merchantId, merchant.id), eq(users.id, owner.id)));
  const providerIds: number[] = [];
  for (let index = 0; index < providers; index++) {
    const user = await createUser(db, merchant, { accessRights: ['neon_service_provider'] });
    providerIds.push((await makeProvider(db, user)).id);
  }
  return { client: await signIn(t.app, owner.userName), merchantId: merchant.id, providerIds };
}
