import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../client.ts';
import { createMerchantWithStaff, createUser, TEST_PASSWORD } from '../factories.ts';
import { makeProvider } from '../staff-factories.ts';
import type { TestApp } from '../test-app.ts';

// Issue 23 point 4, stateful sequences: each sequence starts on a merchant of its own, so what the lists
// answer is exactly what the sequence made.

export type SequenceMerchant = { client: TestClient; merchantId: number; providerIds: number[] };

/**
 * The owner's password hashed with Argon2's smallest cost: the sign-in reads the cost from the hash, so
 * each sequence's sign-in takes a millisecond instead of the production cost's tens to hundreds on a busy
 * machine (the sign-in is not what the sequences test).
 */
let cheapHash: Promise<string> | undefined;
const cheapPasswordHash = () => {
  cheapHash ??= hash(TEST_PASSWORD, { memoryCost: 8, timeCost: 1, parallelism: 1 });
  return cheapHash;
};

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
    .set({ passwordHash: await cheapPasswordHash() })
    .where(and(eq(users.merchantId, merchant.id), eq(users.id, owner.id)));
  const providerIds: number[] = [];
  for (let index = 0; index < providers; index++) {
    const user = await createUser(db, merchant, { accessRights: ['neon_service_provider'] });
    providerIds.push((await makeProvider(db, user)).id);
  }
  return { client: await signIn(t.app, owner.userName), merchantId: merchant.id, providerIds };
}
