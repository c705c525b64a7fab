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
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * spec 1 §3 Appointment customer and quick customer search (FirstName, LastName, Email, Phone, Id). The
 * customers issue (spec 2) extends this table; the calendar needs only these fields. `phone` holds
 * digits only (spec 1 §5 strips the rest); an e-mail, when given, is unique per merchant ignoring case.
 */
export const customers = pgTable(
  'customers',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('customers_id_key').on(t.id),
    uniqueIndex('customers_email_key').on(t.merchantId, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    index('customers_merchant_first_name_idx').on(t.merchantId, sql`lower(${t.firstName})`),
    index('customers_merchant_last_name_idx').on(t.merchantId, sql`lower(${t.lastName})`),
    check('customers_phone_check', sql`${t.phone} ~ '^[0-9]*$'`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
