import { and, eq, sql } from 'drizzle-orm';
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

/** One prepared statement per request: the session with its user, merchant, MFA state and support user. */
export async function findSessionBundle(db: Database, id: string) {
  const [row] = await sessionBundle(db).execute({ id });
  return row;
}

export async function touchSession(db: Database, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.absoluteExpiresAt} < ${now} or ${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) < ${now}`,
    );
}
