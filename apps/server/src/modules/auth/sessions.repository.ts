import { and, eq, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { merchants, sessions, supportUsers, userMfa, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

const sessionBundle = preparedQuery((db) =>
  db
    .select({
      session: sessions,
      user: users,
      merchant: merchants,
      mfaEnabled: sql<boolean>`${userMfa.enabledAt} is not null`,
      supportUserName: supportUsers.name,
      supportUserLogin: supportUsers.userName,
    })
    .from(sessions)
    .leftJoin(users, and(eq(users.merchantId, sessions.merchantId), eq(users.id, sessions.userId)))
    .leftJoin(merchants, eq(merchants.id, sessions.merchantId))
    .leftJoin(userMfa, and(eq(userMfa.merchantId, sessions.merchantId), eq(userMfa.userId, sessions.userId)))
    .leftJoin(supportUsers, eq(supportUsers.id, sessions.supportUserId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_bundle'),
);

export type SessionBundle = {
  session: SessionRow;
  user: UserRow | null;
  merchant: MerchantRow | null;
  mfaEnabled: boolean;
  supportUserName: string | null;
  supportUserLogin: string | null;
};

/**
 * One prepared statement: the session with its user, merchant, MFA state and support user, read when this
 * node's session cache misses (session-cache.ts).
 */
export async function findSessionBundle(db: Database, id: string): Promise<SessionBundle | undefined> {
  const [row] = await sessionBundle(db).execute({ id });
  return row;
}

/** The idle timer, written at most once a minute per node (sessions.ts); caches keep their copy. */
export async function touchSession(db: Database, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** "Stay signed in": the new idle timer reaches every node's cached copy (issue 14 point 2). */
export async function refreshSession(db: Database, id: string, at: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await touchSession(tx, id, at);
    await notifyInvalidation(tx, 'session', id);
  });
}

/** Sign-out, an expired session, the end of an impersonation: every node forgets it (issue 14 point 2). */
export async function deleteSession(db: Database, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, id));
    await notifyInvalidation(tx, 'session', id);
  });
}

function inTransaction(db: Database, work: (tx: Database) => Promise<void>): Promise<void> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.absoluteExpiresAt} < ${now} or ${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) < ${now}`,
    );
}
