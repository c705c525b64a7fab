import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

export const mergeJobStatuses = ['queued', 'processing', 'finished', 'error'] as const;
export type MergeJobStatus = (typeof mergeJobStatuses)[number];

/**
 * spec 2 §4 merge flow: a request to merge secondary customers into a primary one, done by the merge
 * worker (modules/customer-merge) and polled by the browser. The state is the row, so a restarted node
 * finds queued work, and a claim by its key with `FOR UPDATE SKIP LOCKED` gives each job to one node
 * (decision 107).
 */
export const mergeJobs = pgTable(
  'merge_jobs',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    primaryCustomerId: bigint('primary_customer_id', { mode: 'number' }).notNull(),
    secondaryCustomerIds: bigint('secondary_customer_ids', { mode: 'number' }).array().notNull(),
    status: text('status').$type<MergeJobStatus>().notNull().default('queued'),
    errorMessage: text('error_message').notNull().default(''),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('merge_jobs_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    index('merge_jobs_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    check('merge_jobs_status_check', sql`${t.status} in ('queued', 'processing', 'finished', 'error')`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
