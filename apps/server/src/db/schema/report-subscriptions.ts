import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

/**
 * spec 3 §6 "subscribe to reports" (issue 28 point 3): a user has one of the merchant's saved reports (its
 * type and number; number 1 is the built-in report, which is not a row, so no foreign key names it)
 * e-mailed to them as CSV daily, weekly or monthly, at a local hour of the merchant's zone. One subscription
 * per user, report and frequency. Deleting the saved report deletes its subscriptions in the same
 * transaction (saved-reports.service.ts); a user who is deleted takes theirs along.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    reportType: text('report_type').notNull(),
    reportNumber: bigint('report_number', { mode: 'number' }).notNull(),
    frequency: text('frequency').notNull(),
    hour: smallint('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('report_subscriptions_user_report_key').on(
      t.merchantId,
      t.userId,
      t.reportType,
      t.reportNumber,
      t.frequency,
    ),
    index('report_subscriptions_report_idx').on(t.merchantId, t.reportType, t.reportNumber),
    check('report_subscriptions_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check('report_subscriptions_hour_check', sql`${t.hour} between 0 and 23`),
    foreignKey({
      columns: [t.merchantId, t.userId],
      foreignColumns: [users.merchantId, users.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * One period of a subscription, sent (with the outbox e-mail written in the same transaction) or skipped
 * (the user may no longer read the report). The key (subscription, period start) makes each period happen
 * once, whichever node and however many runs of its job get there (decision text in issue 28's report).
 */
export const reportSubscriptionRuns = pgTable(
  'report_subscription_runs',
  {
    merchantId: merchantIdColumn(),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).notNull(),
    /** The local date the period starts on (report-subscription.ts periodStartOf). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    outboxEmailId: bigint('outbox_email_id', { mode: 'number' }),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.subscriptionId, t.periodStart] }),
    check('report_subscription_runs_outcome_check', sql`${t.outcome} in ('sent', 'skipped')`),
    foreignKey({
      columns: [t.merchantId, t.subscriptionId],
      foreignColumns: [reportSubscriptions.merchantId, reportSubscriptions.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
