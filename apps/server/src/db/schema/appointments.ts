import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { offerings } from './offerings.ts';
import { serviceProviders } from './service-providers.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * spec 1 §3 Appointment. The set-up issue needs it for 'has future appointments' questions; the calendar
 * issue adds the customer link, personal time and the exclusion constraint against double booking.
 */
export const appointments = pgTable(
  'appointments',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    offeringId: bigint('offering_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('booked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('appointments_id_key').on(t.id),
    index('appointments_provider_start_idx').on(t.merchantId, t.serviceProviderId, t.startAt),
    index('appointments_offering_start_idx').on(t.merchantId, t.offeringId, t.startAt),
    check('appointments_times_check', sql`${t.startAt} < ${t.endAt}`),
    check('appointments_status_check', sql`${t.status} in ('booked', 'cancelled')`),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }),
    foreignKey({
      columns: [t.merchantId, t.offeringId],
      foreignColumns: [offerings.merchantId, offerings.id],
    }),
    tenantPolicy(),
  ],
);
