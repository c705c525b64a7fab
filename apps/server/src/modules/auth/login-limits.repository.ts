import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts, loginLocks, loginUnlockTokens } from '../../db/schema/index.ts';

export async function findLockedUntil(db: Database, userName: string, ip: string): Promise<Date | null> {
  const [row] = await db
    .select()
    .from(loginLocks)
    .where(and(eq(loginLocks.userName, userName), eq(loginLocks.ip, ip)));
  return row ? row.lockedUntil : null;
}

export async function hasLockInForce(db: Database, userName: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginLocks)
    .where(and(eq(loginLocks.userName, userName), gt(loginLocks.lockedUntil, now)));
  return (row?.n ?? 0) > 0;
}

export async function countFailuresForPair(
  db: Database,
  userName: string,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userName, userName),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since),
      ),
    );
  return row?.n ?? 0;
}

export async function countFailuresForAddress(db: Database, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)));
  return row?.n ?? 0;
}

export async function recordAttempt(
  db: Database,
  userName: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(loginAttempts).values({ userName, ip, succeeded });
}

/**
 * Locks the pair unless a lock is already in force; true when this call started the lock, so two
 * failures at once start (and e-mail about) one lock.
 */
export async function lockPair(
  db: Database,
  userName: string,
  ip: string,
  until: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(loginLocks)
    .values({ userName, ip, lockedUntil: until })
    .onConflictDoUpdate({
      target: [loginLocks.userName, loginLocks.ip],
      set: { lockedUntil: until },
      setWhere: lt(loginLocks.lockedUntil, now),
    })
    .returning({ userName: loginLocks.userName });
  return rows.length > 0;
}

/** Ends every lock of the user name now; failures before now then no longer count (login-limits.ts). */
export async function endLocks(db: Database, userName: string, now: Date): Promise<void> {
  await db
    .update(loginLocks)
    .set({ lockedUntil: now })
    .where(and(eq(loginLocks.userName, userName), gt(loginLocks.lockedUntil, now)));
}

export async function insertUnlockToken(
  db: Database,
  values: { tokenHash: string; userName: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginUnlockTokens).values(values);
}

export async function countUnlockTokensSince(db: Database, userName: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginUnlockTokens)
    .where(and(eq(loginUnlockTokens.userName, userName), gt(loginUnlockTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Marks a live token used; the user name it unlocks, or undefined when unknown, used or expired. */
export async function useUnlockToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(loginUnlockTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginUnlockTokens.tokenHash, tokenHash),
        isNull(loginUnlockTokens.usedAt),
        gt(loginUnlockTokens.expiresAt, now),
      ),
    )
    .returning({ userName: loginUnlockTokens.userName });
  return row?.userName;
}

/** Attempts older than any window, locks that have ended and unlock links past use are no longer needed. */
export async function purgeOldAttempts(db: Database, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
  await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, before));
  await db
    .delete(loginUnlockTokens)
    .where(or(lt(loginUnlockTokens.expiresAt, before), lt(loginUnlockTokens.usedAt, before)));
}
