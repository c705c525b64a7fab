import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts, loginLocks } from '../../db/schema/index.ts';

export async function findLockedUntil(db: Database, userName: string): Promise<Date | null> {
  const [row] = await db.select().from(loginLocks).where(eq(loginLocks.userName, userName));
  return row ? row.lockedUntil : null;
}

export async function countFailuresForUser(db: Database, userName: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userName, userName),
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

export async function lockUser(db: Database, userName: string, until: Date): Promise<void> {
  await db
    .insert(loginLocks)
    .values({ userName, lockedUntil: until })
    .onConflictDoUpdate({ target: loginLocks.userName, set: { lockedUntil: until } });
}

/** Attempts older than any window and locks that have ended are no longer needed. */
export async function purgeOldAttempts(db: Database, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
  await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, before));
}
