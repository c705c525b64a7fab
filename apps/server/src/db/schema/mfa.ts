import { bigint, foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

/** TOTP (RFC 6238) per user. enabled_at is null while enrolment waits for its first code. */
export const userMfa = pgTable(
  'user_mfa',
  {
    merchantId: merchantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    // The last accepted time step: a code is accepted once, so a later sign-in needs a later step.
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userId] }),
    foreignKey({ columns: [t.merchantId, t.userId], foreignColumns: [users.merchantId, users.id] }).onDelete(
      'cascade',
    ),
    tenantPolicy(),
  ],
);

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    merchantId: merchantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userId, t.codeHash] }),
    foreignKey({ columns: [t.merchantId, t.userId], foreignColumns: [users.merchantId, users.id] }).onDelete(
      'cascade',
    ),
    tenantPolicy(),
  ],
);
