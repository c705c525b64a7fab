import type { DepositStatus } from '@paybook/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { offerings } from './offerings.ts';
import { orders, transactions } from './orders.ts';
import { serviceProviders, workPlanBreaks } from './service-providers.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

export const calendarItemKinds = ['appointment', 'personal_time'] as const;
export type CalendarItemKind = (typeof calendarItemKinds)[number];

/**
 * spec 1 §3 Appointment and Personal time: both block a provider's time, so they share one table and one
 * exclusion constraint (ARCHITECTURE.md "No double booking"; migration 0004_no_double_booking):
 * `EXCLUDE USING gist (merchant_id WITH =, service_provider_id WITH =, tstzrange(start_at, end_at) WITH &&)
 * WHERE (status <> 'cancelled')`. Ranges are half-open, so back-to-back items do not overlap.
 * Weekly breaks are rules, not rows (work_plan_breaks); the calendar service checks them in the same
 * transaction under a per-provider advisory lock.
 */
export const calendarItems = pgTable(
  'calendar_items',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CalendarItemKind>().notNull(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    /** Personal time's title (spec 1 §5 default title); empty for appointments, which show the service. */
    title: text('title').notNull().default(''),
    offeringId: bigint('offering_id', { mode: 'number' }),
    customerId: bigint('customer_id', { mode: 'number' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('booked'),
    /** When the reminder e-mail (spec 1 §3 reminder_time) was queued; cleared when the start moves. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * Issue 15 point 7: the deposit taken at an online booking (its order and payment), what became of it
     * (packages/domain deposits: paid, refunded, kept, credited), the stored card the customer agreed to
     * leave for the no-show fee with the moment and the terms they agreed to, and the fee's payment once
     * charged. The card has no foreign key: deleting it from the customer's accounts leaves the
     * appointment, which then has no card for the fee (the no-show rule checks the account exists).
     */
    depositOrderId: bigint('deposit_order_id', { mode: 'number' }),
    depositTransactionId: bigint('deposit_transaction_id', { mode: 'number' }),
    depositStatus: text('deposit_status').$type<DepositStatus>(),
    cardPaymentAccountId: bigint('card_payment_account_id', { mode: 'number' }),
    cardConsentAt: timestamp('card_consent_at', { withTimezone: true }),
    cardTermsText: text('card_terms_text'),
    /** The no-show fee the terms named when the customer agreed (a later change of the service's fee does not apply). */
    noShowFeeCents: bigint('no_show_fee_cents', { mode: 'number' }),
    noShowFeeTransactionId: bigint('no_show_fee_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('calendar_items_provider_start_idx').on(t.merchantId, t.serviceProviderId, t.startAt),
    index('calendar_items_offering_start_idx').on(t.merchantId, t.offeringId, t.startAt),
    index('calendar_items_customer_idx').on(t.merchantId, t.customerId),
    index('calendar_items_reminder_due_idx')
      .on(t.startAt)
      .where(sql`${t.kind} = 'appointment' and ${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    check('calendar_items_times_check', sql`${t.startAt} < ${t.endAt}`),
    check(
      'calendar_items_status_check',
      sql`${t.status} in ('booked', 'arrived', 'completed', 'cancelled', 'no_show')`,
    ),
    check(
      'calendar_items_deposit_check',
      sql`(${t.depositStatus} is null and ${t.depositOrderId} is null and ${t.depositTransactionId} is null) or (${t.depositStatus} in ('paid', 'refunded', 'kept', 'credited') and ${t.depositOrderId} is not null and ${t.depositTransactionId} is not null and ${t.kind} = 'appointment')`,
    ),
    check(
      'calendar_items_card_consent_check',
      sql`(${t.cardPaymentAccountId} is null and ${t.noShowFeeCents} is null) or (${t.cardPaymentAccountId} is not null and ${t.cardConsentAt} is not null and length(${t.cardTermsText}) > 0 and ${t.noShowFeeCents} between 0 and 99999999)`,
    ),
    check(
      'calendar_items_no_show_fee_check',
      sql`${t.noShowFeeTransactionId} is null or (${t.status} = 'no_show' and ${t.noShowFeeCents} > 0)`,
    ),
    uniqueIndex('calendar_items_deposit_transaction_key')
      .on(t.merchantId, t.depositTransactionId)
      .where(sql`${t.depositTransactionId} is not null`),
    uniqueIndex('calendar_items_no_show_fee_transaction_key')
      .on(t.merchantId, t.noShowFeeTransactionId)
      .where(sql`${t.noShowFeeTransactionId} is not null`),
    check('calendar_items_kind_check', sql`${t.kind} in ('appointment', 'personal_time')`),
    check(
      'calendar_items_kind_fields_check',
      sql`(${t.kind} = 'appointment' and ${t.offeringId} is not null) or (${t.kind} = 'personal_time' and ${t.offeringId} is null and ${t.customerId} is null)`,
    ),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }),
    foreignKey({
      columns: [t.merchantId, t.offeringId],
      foreignColumns: [offerings.merchantId, offerings.id],
    }),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }),
    foreignKey({
      columns: [t.merchantId, t.depositOrderId],
      foreignColumns: [orders.merchantId, orders.id],
    }),
    foreignKey({
      columns: [t.merchantId, t.depositTransactionId],
      foreignColumns: [transactions.merchantId, transactions.id],
    }),
    foreignKey({
      columns: [t.merchantId, t.noShowFeeTransactionId],
      foreignColumns: [transactions.merchantId, transactions.id],
    }),
    tenantPolicy(),
  ],
);

/** spec 1 §7 DELETE service_provider/{id}/break/{id}/date: a weekly break left out on one local date. */
export const breakExceptions = pgTable(
  'break_exceptions',
  {
    merchantId: merchantIdColumn(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    workPlanBreakId: bigint('work_plan_break_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.workPlanBreakId, t.date] }),
    index('break_exceptions_provider_date_idx').on(t.merchantId, t.serviceProviderId, t.date),
    foreignKey({
      columns: [t.merchantId, t.workPlanBreakId],
      foreignColumns: [workPlanBreaks.merchantId, workPlanBreaks.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** spec 1 §4.2, §7 PUT service_provider/{id}/day_boundary/{date}: one local date's own start and end. */
export const dayBoundaries = pgTable(
  'day_boundaries',
  {
    merchantId: merchantIdColumn(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.serviceProviderId, t.date] }),
    check('day_boundaries_times_check', sql`${t.startTime} < ${t.endTime}`),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * Ruling 4: the customer's link to cancel or reschedule a booking, sent in the confirmation and reminder
 * e-mails. Only a SHA-256 of the token is stored; each e-mail gets its own token.
 */
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    merchantId: merchantIdColumn(),
    tokenHash: text('token_hash').notNull(),
    calendarItemId: bigint('calendar_item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.tokenHash] }),
    foreignKey({
      columns: [t.merchantId, t.calendarItemId],
      foreignColumns: [calendarItems.merchantId, calendarItems.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
