import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, merchantOfKey, removeMerchantKeys } from '../../db/merchant-keys.ts';
import { emailCodes, merchants, sessions, userSecurityAnswers, users } from '../../db/schema/index.ts';

/**
 * A new reset link for the user; the user's earlier links still alive end now (read as expired), so only
 * the newest e-mail's link sets the password.
 */
export async function insertPasswordResetCode(
  tx: Database,
  merchantId: number,
  values: { codeHash: string; userId: number; email: string; expiresAt: Date },
  now: Date,
) {
  await tx
    .update(emailCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailCodes.merchantId, merchantId),
        eq(emailCodes.userId, values.userId),
        eq(emailCodes.purpose, 'password_reset'),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    );
  await tx.insert(emailCodes).values({ merchantId, purpose: 'password_reset', ...values });
  await addMerchantKeys(tx, merchantId, 'password_reset', [values.codeHash]);
}

/** Reset codes issued to a user since a moment (the public request's quiet limit). */
export async function countResetCodesSince(tx: Database, merchantId: number, userId: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.merchantId, merchantId),
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, 'password_reset'),
        gt(emailCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A public reset link carries only the code, so the code is looked up before any tenant is known: its
 * merchant from merchant_keys, then the code by (merchant_id, code_hash) (decision 101).
 */
export async function findLivePasswordResetCode(db: Database, codeHash: string, now: Date) {
  const merchantId = await merchantOfKey(db, 'password_reset', codeHash);
  if (merchantId === undefined) return undefined;
  const [row] = await db
    .select({ merchantId: emailCodes.merchantId, userId: emailCodes.userId })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.merchantId, merchantId),
        eq(emailCodes.codeHash, codeHash),
        eq(emailCodes.purpose, 'password_reset'),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the code used; false when another request used it first (single use). */
export async function useCode(
  tx: Database,
  merchantId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailCodes.merchantId, merchantId),
        eq(emailCodes.codeHash, codeHash),
        isNull(emailCodes.usedAt),
      ),
    )
    .returning({ codeHash: emailCodes.codeHash });
  return rows.length === 1;
}

/** The public 'Forgot your password?' names a user before any tenant is known (decision 101). */
export async function findUserWithMerchant(db: Database, userName: string) {
  const merchantId = await merchantOfKey(db, 'user_name', userName);
  if (merchantId === undefined) return undefined;
  const [row] = await db
    .select({ user: users, merchantName: merchants.name })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .where(and(eq(users.merchantId, merchantId), sql`lower(${users.userName}) = ${userName.toLowerCase()}`));
  return row;
}

export async function findUser(tx: Database, merchantId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  return row;
}

export async function updatePasswordHash(
  tx: Database,
  merchantId: number,
  userId: number,
  passwordHash: string,
) {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  await notifyInvalidation(tx, 'user', userId);
}

/**
 * Ends the user's sessions, except `keepSessionId` (the one changing the password); every node forgets
 * them (issue 14 point 2).
 */
export async function deleteUserSessions(
  tx: Database,
  merchantId: number,
  userId: number,
  keepSessionId?: string,
) {
  const ended = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.merchantId, merchantId),
        eq(sessions.userId, userId),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  await removeMerchantKeys(
    tx,
    'session',
    ended.map((session) => session.id),
  );
  await notifyInvalidation(tx, 'user', userId);
}

export async function answeredQuestionIds(
  tx: Database,
  merchantId: number,
  userId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: userSecurityAnswers.questionId })
    .from(userSecurityAnswers)
    .where(and(eq(userSecurityAnswers.merchantId, merchantId), eq(userSecurityAnswers.userId, userId)));
  return rows.map((row) => row.id);
}

export async function replaceSecurityAnswers(
  tx: Database,
  merchantId: number,
  userId: number,
  answers: { questionId: number; answerHash: string }[],
) {
  await tx
    .delete(userSecurityAnswers)
    .where(and(eq(userSecurityAnswers.merchantId, merchantId), eq(userSecurityAnswers.userId, userId)));
  if (answers.length === 0) return;
  await tx.insert(userSecurityAnswers).values(answers.map((answer) => ({ merchantId, userId, ...answer })));
}
