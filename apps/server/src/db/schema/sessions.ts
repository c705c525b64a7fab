import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * Sessions live in the database so any number of API nodes share them. The id is the SHA-256 of the
 * cookie's token, so a leaked table does not leak usable sessions. A session is a merchant user's, or a
 * support user's impersonation of one (which points back to the console's session it came from); its token
 * finds its merchant through merchant_keys (decision 101). The console's own sessions are support_sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    merchantId: merchantIdColumn(),
    id: text('id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    supportUserId: bigint('support_user_id', { mode: 'number' }),
    impersonated: boolean('impersonated').notNull().default(false),
    parentSessionId: text('parent_session_id'),
    ...sessionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('sessions_user_idx').on(t.merchantId, t.userId),
    tenantPolicy(),
  ],
);

/** The support console's sessions (ruling 11): Paybook's staff, no merchant, so a global table. */
export const supportSessions = pgTable('support_sessions', {
  id: text('id').primaryKey(),
  supportUserId: bigint('support_user_id', { mode: 'number' }).notNull(),
  ...sessionColumns(),
});

function sessionColumns() {
  return {
    csrfToken: text('csrf_token').notNull(),
    idleTimeoutSeconds: integer('idle_timeout_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  };
}

/** Failed and successful sign-ins, for the per-account and per-address limits. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_user_name_idx').on(t.userName, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
  ],
);

/** A lock applies to a user name whether or not it exists, so a lock reveals nothing. */
export const loginLocks = pgTable(
  'login_locks',
  {
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userName, t.ip] })],
);

/**
 * Single-use links that end every sign-in lock of a user name (issue 13 §5), e-mailed when a lock starts
 * or when the locked user asks. Only the SHA-256 of the token is kept.
 */
export const loginUnlockTokens = pgTable(
  'login_unlock_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_unlock_tokens_user_name_idx').on(t.userName, t.createdAt)],
);
