import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * spec 3 §2.2, §4 Saved report: a merchant's saved report definitions per report type
 * (default_for_type_by_client: the default is the merchant's). Number 1 of every type is the built-in
 * default and is not a row; saved ones take their id + 1, so numbers start at 2 and are never reused. `query_string` is the list's
 * address query (search, sort, columns), replayed when the report is chosen. At most one default per type.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reportType: text('report_type').notNull(),
    /** Never reused, so an address naming a deleted report never shows another (built-in is 1). */
    reportNumber: bigint('report_number', { mode: 'number' }).notNull().generatedAlwaysAs(sql`id + 1`),
    reportName: text('report_name').notNull(),
    queryString: text('query_string').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('saved_reports_number_key').on(t.merchantId, t.reportType, t.reportNumber),
    uniqueIndex('saved_reports_name_key').on(t.merchantId, t.reportType, sql`lower(${t.reportName})`),
    uniqueIndex('saved_reports_one_default_key').on(t.merchantId, t.reportType).where(sql`${t.isDefault}`),
    check('saved_reports_number_check', sql`${t.reportNumber} >= 2`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
