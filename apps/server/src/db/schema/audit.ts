import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/** Ruling 11: every change made while impersonating, with both identities. */
export const auditLog = pgTable(
  'audit_log',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: bigint('user_id', { mode: 'number' }),
    supportUserId: bigint('support_user_id', { mode: 'number' }),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), tenantPolicy()],
);
