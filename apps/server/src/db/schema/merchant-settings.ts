import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/** spec 1 §3 Business settings, the booking-page part: description, logo and business image. */
export const bookingPageSettings = pgTable(
  'booking_page_settings',
  {
    merchantId: merchantIdColumn().primaryKey(),
    businessDescription: text('business_description').notNull().default(''),
    logoImageId: bigint('logo_image_id', { mode: 'number' }),
    businessImageId: bigint('business_image_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.merchantId, t.logoImageId], foreignColumns: [images.merchantId, images.id] }),
    foreignKey({
      columns: [t.merchantId, t.businessImageId],
      foreignColumns: [images.merchantId, images.id],
    }),
    tenantPolicy(),
  ],
);

const unitCheck = (column: unknown) => sql`${column} in ('Minutes', 'Hours', 'Days', 'Months')`;

/**
 * spec 1 §3 Schedule settings (merchant_appointment_config/schedule_settings): each a value and a unit;
 * the maximum of the chosen unit applies (spec 1 §5, ruling 10), checked in packages/domain and here.
 */
export const scheduleSettings = pgTable(
  'schedule_settings',
  {
    merchantId: merchantIdColumn().primaryKey(),
    leadTimeValue: integer('lead_time_value').notNull().default(1),
    leadTimeUnit: text('lead_time_unit').notNull().default('Hours'),
    advancedBookingTimeValue: integer('advanced_booking_time_value').notNull().default(3),
    advancedBookingTimeUnit: text('advanced_booking_time_unit').notNull().default('Months'),
    cancellationTimeValue: integer('cancellation_time_value').notNull().default(24),
    cancellationTimeUnit: text('cancellation_time_unit').notNull().default('Hours'),
    reminderTimeValue: integer('reminder_time_value').notNull().default(24),
    reminderTimeUnit: text('reminder_time_unit').notNull().default('Hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    check('schedule_settings_lead_time_unit_check', unitCheck(t.leadTimeUnit)),
    check('schedule_settings_advanced_booking_time_unit_check', unitCheck(t.advancedBookingTimeUnit)),
    check('schedule_settings_cancellation_time_unit_check', unitCheck(t.cancellationTimeUnit)),
    check('schedule_settings_reminder_time_unit_check', unitCheck(t.reminderTimeUnit)),
    check(
      'schedule_settings_values_check',
      sql`least(${t.leadTimeValue}, ${t.advancedBookingTimeValue}, ${t.cancellationTimeValue}, ${t.reminderTimeValue}) >= 0
        and greatest(${t.leadTimeValue}, ${t.advancedBookingTimeValue}, ${t.cancellationTimeValue}, ${t.reminderTimeValue}) <= 365`,
    ),
    tenantPolicy(),
  ],
);

/**
 * spec 1 §4.4 onboarding prompts: which of the merchant's bulletins are complete. The bulletin
 * definitions (level, route, completion and reversion calls) live in packages/domain.
 */
export const merchantBulletins = pgTable(
  'merchant_bulletins',
  {
    merchantId: merchantIdColumn(),
    name: text('name').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.name] }),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
