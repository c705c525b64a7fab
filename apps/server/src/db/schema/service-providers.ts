import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

/**
 * spec 1 §3 Service provider: a staff user who appears on booking (spec 3 §3.3 appears_on_booking).
 * The row outlives a switch-off so appointments keep their provider; `is_active` is the provider's
 * status. Names come from the user. `time_zone` null means the merchant's zone (ruling 8).
 */
export const serviceProviders = pgTable(
  'service_providers',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    appearsOnBooking: boolean('appears_on_booking').notNull().default(true),
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('service_providers_user_key').on(t.merchantId, t.userId),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.merchantId, t.userId], foreignColumns: [users.merchantId, users.id] }).onDelete(
      'cascade',
    ),
    tenantPolicy(),
  ],
);

/**
 * spec 3 §3.3 work_plans: one row per provider and weekday (0 Sunday … 6 Saturday), local times in the
 * provider's zone. A disabled day keeps its hours so switching it back on restores them.
 */
export const workPlans = pgTable(
  'work_plans',
  {
    merchantId: merchantIdColumn(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    dayOfWeek: smallint('day_of_week').notNull(),
    enabled: boolean('enabled').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.serviceProviderId, t.dayOfWeek] }),
    check('work_plans_day_of_week_check', sql`${t.dayOfWeek} between 0 and 6`),
    check('work_plans_hours_check', sql`not ${t.enabled} or ${t.startTime} < ${t.endTime}`),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** Breaks inside a weekday of the work plan; the staff save merges overlaps (spec 3 §5), so none overlap. */
export const workPlanBreaks = pgTable(
  'work_plan_breaks',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('work_plan_breaks_provider_idx').on(t.merchantId, t.serviceProviderId, t.dayOfWeek),
    check('work_plan_breaks_times_check', sql`${t.startTime} < ${t.endTime}`),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId, t.dayOfWeek],
      foreignColumns: [workPlans.merchantId, workPlans.serviceProviderId, workPlans.dayOfWeek],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** spec 3 §3.3 days_off (and spec 1 §4.2 'mark a day off'): whole local dates the provider does not work. */
export const daysOff = pgTable(
  'days_off',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('days_off_provider_date_key').on(t.merchantId, t.serviceProviderId, t.date),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
