import { and, eq, lt, or, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, merchantOfKey, removeMerchantKeys } from '../../db/merchant-keys.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { merchants, sessions, supportSessions, supportUsers, userMfa, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SupportSessionRow = typeof supportSessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

/** A merchant user's session and its token's key to the merchant, in one transaction (decision 101). */
export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(sessions).values(values);
    await addMerchantKeys(tx, values.merchantId, 'session', [values.id]);
  });
}

export async function insertSupportSession(db: Database, values: typeof supportSessions.$inferInsert) {
  await db.insert(supportSessions).values(values);
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
    .where(
      and(eq(sessions.merchantId, sql.placeholder('merchantId')), eq(sessions.id, sql.placeholder('id'))),
    )
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
 * The session with its user, merchant, MFA state and support user, read when this node's session cache
 * misses (session-cache.ts): the token's merchant from merchant_keys, then one prepared statement by
 * (merchant_id, id) (decision 101).
 */
export async function findSessionBundle(db: Database, id: string): Promise<SessionBundle | undefined> {
  const merchantId = await merchantOfKey(db, 'session', id);
  if (merchantId === undefined) return undefined;
  const [row] = await sessionBundle(db).execute({ merchantId, id });
  return row;
}

/** The idle timer, written at most once a minute per node (sessions.ts); caches keep their copy. */
export async function touchSession(db: Database, session: SessionRow, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.merchantId, session.merchantId), eq(sessions.id, session.id)));
}

/** "Stay signed in": the new idle timer reaches every node's cached copy (issue 14 point 2). */
export async function refreshSession(db: Database, session: SessionRow, at: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await touchSession(tx, session, at);
    await notifyInvalidation(tx, 'session', session.id);
  });
}

/** Sign-out, an expired session, the end of an impersonation: every node forgets it (issue 14 point 2). */
export async function deleteSession(
  db: Database,
  session: Pick<SessionRow, 'merchantId' | 'id'>,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.merchantId, session.merchantId), eq(sessions.id, session.id)));
    await removeMerchantKeys(tx, 'session', [session.id]);
    await notifyInvalidation(tx, 'session', session.id);
  });
}

/** The support console's session with its support user's name and login; not cached (a few staff). */
export async function findSupportSession(db: Database, id: string) {
  const [row] = await db
    .select({
      session: supportSessions,
      supportUserName: supportUsers.name,
      supportUserLogin: supportUsers.userName,
    })
    .from(supportSessions)
    .innerJoin(supportUsers, eq(supportUsers.id, supportSessions.supportUserId))
    .where(eq(supportSessions.id, id));
  return row;
}

export async function touchSupportSession(db: Database, id: string, at: Date): Promise<void> {
  await db.update(supportSessions).set({ lastSeenAt: at }).where(eq(supportSessions.id, id));
}

export async function deleteSupportSession(db: Database, id: string): Promise<void> {
  await db.delete(supportSessions).where(eq(supportSessions.id, id));
}

function inTransaction(db: Database, work: (tx: Database) => Promise<void>): Promise<void> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

const expired = (table: typeof sessions | typeof supportSessions, now: Date) =>
  or(
    lt(table.absoluteExpiresAt, now),
    sql`${table.lastSeenAt} + make_interval(secs => ${table.idleTimeoutSeconds}) < ${now}`,
  );

/**
 * Housekeeping: expired sessions and their tokens' keys, in one transaction. A scan of every merchant's
 * sessions (one per shard under Citus, docs/operations.md); the keys are then deleted by token.
 */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const gone = await tx.delete(sessions).where(expired(sessions, now)).returning({ id: sessions.id });
    await removeMerchantKeys(
      tx,
      'session',
      gone.map((session) => session.id),
    );
    await tx.delete(supportSessions).where(expired(supportSessions, now));
  });
}
