import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

export const exportJobStatuses = ['queued', 'processing', 'finished', 'error'] as const;
export type ExportJobStatus = (typeof exportJobStatuses)[number];

/**
 * A CSV export of a report (spec 2 §2.1 export of the current report, §4 merge flow's export first):
 * queued by the browser, written in batches by the export worker (modules/customer-export) so its
 * progress can be polled every second, then downloaded. The file is kept in the row.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reportType: text('report_type').notNull(),
    search: text('search').notNull().default(''),
    sortBy: text('sort_by').notNull().default('name'),
    sortDirection: text('sort_direction').notNull().default('asc'),
    projections: text('projections').array().notNull(),
    /** Only these customers (the merge flow's selection); every match of the search when null. */
    customerIds: bigint('customer_ids', { mode: 'number' }).array(),
    status: text('status').$type<ExportJobStatus>().notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    csv: text('csv'),
    errorMessage: text('error_message').notNull().default(''),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('export_jobs_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    check('export_jobs_status_check', sql`${t.status} in ('queued', 'processing', 'finished', 'error')`),
    check('export_jobs_direction_check', sql`${t.sortDirection} in ('asc', 'desc')`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
