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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('calendar_items_id_key').on(t.id),
    index('calendar_items_provider_start_idx').on(t.merchantId, t.serviceProviderId, t.startAt),
    index('calendar_items_offering_start_idx').on(t.merchantId, t.offeringId, t.startAt),
    index('calendar_items_customer_idx').on(t.merchantId, t.customerId),
    index('calendar_items_reminder_due_idx')
      .on(t.startAt)
      .where(sql`${t.kind} = 'appointment' and ${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    check('calendar_items_times_check', sql`${t.startAt} < ${t.endAt}`),
    check('calendar_items_status_check', sql`${t.status} in ('booked', 'cancelled')`),
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
    uniqueIndex('appointment_links_token_hash_key').on(t.tokenHash),
    foreignKey({
      columns: [t.merchantId, t.calendarItemId],
      foreignColumns: [calendarItems.merchantId, calendarItems.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
