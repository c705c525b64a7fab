import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { mfaRecoveryCodes, userMfa } from '../../db/schema/index.ts';

const ofUser = (merchantId: number, userId: number) =>
  and(eq(userMfa.merchantId, merchantId), eq(userMfa.userId, userId));
const codesOfUser = (merchantId: number, userId: number) =>
  and(eq(mfaRecoveryCodes.merchantId, merchantId), eq(mfaRecoveryCodes.userId, userId));

export async function findMfa(db: Database, merchantId: number, userId: number) {
  const [row] = await db.select().from(userMfa).where(ofUser(merchantId, userId));
  return row;
}

export async function savePendingSecret(db: Database, merchantId: number, userId: number, secret: string) {
  await db
    .insert(userMfa)
    .values({ merchantId, userId, secret })
    .onConflictDoUpdate({
      target: [userMfa.merchantId, userMfa.userId],
      set: { secret, enabledAt: null, lastTimeStep: null, createdAt: sql`now()` },
    });
  // A new enrolment turns MFA off until confirmed: a session carries the user's MFA state.
  await notifyInvalidation(db, 'user', userId);
}

/** Records the accepted step only if it is later than the last one: the database makes codes single-use. */
export async function claimTimeStep(db: Database, merchantId: number, userId: number, timeStep: number) {
  const rows = await db
    .update(userMfa)
    .set({ lastTimeStep: timeStep })
    .where(
      and(ofUser(merchantId, userId), or(isNull(userMfa.lastTimeStep), lt(userMfa.lastTimeStep, timeStep))),
    )
    .returning({ userId: userMfa.userId });
  return rows.length === 1;
}

export async function enable(db: Database, merchantId: number, userId: number) {
  await db.update(userMfa).set({ enabledAt: sql`now()` }).where(ofUser(merchantId, userId));
  await notifyInvalidation(db, 'user', userId);
}

export async function remove(db: Database, merchantId: number, userId: number) {
  await db.delete(mfaRecoveryCodes).where(codesOfUser(merchantId, userId));
  await db.delete(userMfa).where(ofUser(merchantId, userId));
  await notifyInvalidation(db, 'user', userId);
}

export async function replaceRecoveryCodes(
  db: Database,
  merchantId: number,
  userId: number,
  hashes: string[],
) {
  await db.delete(mfaRecoveryCodes).where(codesOfUser(merchantId, userId));
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ merchantId, userId, codeHash })));
}

export async function useRecoveryCode(db: Database, merchantId: number, userId: number, codeHash: string) {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        codesOfUser(merchantId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: mfaRecoveryCodes.userId });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Database, merchantId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(codesOfUser(merchantId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
