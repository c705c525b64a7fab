import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * ARCHITECTURE.md "Idempotency": a key is scoped to merchant + user + route. The row is written in the same
 * transaction as the call's own effect, so a crash leaves neither behind and a retry runs afresh.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: merchantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userId, t.route, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    tenantPolicy(),
  ],
);
