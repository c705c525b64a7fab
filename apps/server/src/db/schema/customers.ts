import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outboxEmails } from './email.ts';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

const blank = (name: string) => text(name).notNull().default('');

/**
 * spec 2 §3 Customer (spec 1 §3's appointment customer grew into it).
 * - `phone` and `alt_phone` hold digits only; an e-mail, when given, is unique per merchant ignoring case.
 * - `customer_number` numbers a merchant's customers from 1. The `customers_assign_number` trigger
 *   (migration 0006_customers) assigns it from `customer_numbers` on every insert, whatever path inserts.
 * - Addresses (spec 2 §3 Address) are columns, kept only with street 1 (spec 2 §5); an empty street 1
 *   means no address.
 * - `search_name`, `search_email` and `search_digits` are what the list search and quick customer search
 *   match, each under its own trigram index (decision 39: a separate index per kind of text keeps each
 *   trigram's posting list short, so a name fragment does not read the trigrams every phone shares).
 * - A customer with history that is deleted is only marked (`deleted_at`; spec 2 §8 'marked for deletion').
 */
export const customers = pgTable(
  'customers',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Assigned by the trigger on insert; the default 0 never reaches a row. */
    customerNumber: bigint('customer_number', { mode: 'number' }).notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: blank('company'),
    /**
     * The customer's sign-in name (spec 2 §4 reset password, merge user-name warning); '' for none. Unique
     * per merchant ignoring case; the password is in customer_credentials (decision 191).
     */
    userName: blank('user_name'),
    customerAccount: blank('customer_account'),
    email: blank('email'),
    phone: blank('phone'),
    altEmail: blank('alt_email'),
    altPhone: blank('alt_phone'),
    website: blank('website'),
    billingStreet1: blank('billing_street1'),
    billingStreet2: blank('billing_street2'),
    billingCity: blank('billing_city'),
    billingStateCode: blank('billing_state_code'),
    billingCountry: blank('billing_country'),
    billingZipCode: blank('billing_zip_code'),
    shippingStreet1: blank('shipping_street1'),
    shippingStreet2: blank('shipping_street2'),
    shippingCity: blank('shipping_city'),
    shippingStateCode: blank('shipping_state_code'),
    shippingCountry: blank('shipping_country'),
    shippingZipCode: blank('shipping_zip_code'),
    shippingSameAsBilling: boolean('shipping_same_as_billing').notNull().default(false),
    shippingFirstName: blank('shipping_first_name'),
    shippingMiddleName: blank('shipping_middle_name'),
    shippingLastName: blank('shipping_last_name'),
    shippingCompany: blank('shipping_company'),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || company)`),
    searchEmail: text('search_email').notNull().generatedAlwaysAs(sql`lower(email)`),
    searchDigits: text('search_digits')
      .notNull()
      .generatedAlwaysAs(sql`phone || ' ' || customer_number::text`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('customers_number_key').on(t.merchantId, t.customerNumber),
    uniqueIndex('customers_email_key').on(t.merchantId, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    // Decision 191: a user name signs one customer in, so it is unique per merchant, ignoring case.
    uniqueIndex('customers_user_name_key')
      .on(t.merchantId, sql`lower(${t.userName})`)
      .where(sql`${t.userName} <> ''`),
    index('customers_merchant_first_name_idx').on(t.merchantId, sql`lower(${t.firstName})`),
    index('customers_merchant_last_name_idx').on(t.merchantId, sql`lower(${t.lastName})`),
    index('customers_search_name_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('customers_search_email_idx').using('gin', sql`${t.searchEmail} gin_trgm_ops`),
    index('customers_search_digits_idx').using('gin', sql`${t.searchDigits} gin_trgm_ops`),
    check('customers_phone_check', sql`${t.phone} ~ '^[0-9]*$'`),
    check('customers_alt_phone_check', sql`${t.altPhone} ~ '^[0-9]*$'`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** The last customer_number given per merchant; only the numbering trigger writes it. */
export const customerNumbers = pgTable(
  'customer_numbers',
  {
    merchantId: merchantIdColumn().primaryKey(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** spec 2 §3 Custom field of a customer: one value per label; check boxes hold Yes or No. */
export const customerCustomFields = pgTable(
  'customer_custom_fields',
  {
    merchantId: merchantIdColumn(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    label: text('label').notNull(),
    type: text('type').notNull().default('Text'),
    value: blank('value'),
    legacyTemplateId: bigint('legacy_template_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.customerId, t.label] }),
    check('customer_custom_fields_label_check', sql`btrim(${t.label}) <> ''`),
    check(
      'customer_custom_fields_checkbox_check',
      sql`${t.type} <> 'CheckBox' or ${t.value} in ('Yes', 'No')`,
    ),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

export const timelineEventKinds = [
  'comment',
  'customer_event',
  'email_event',
  'integration_event',
  'appointment_event',
] as const;

/**
 * spec 2 §3 Timeline event. Comments are staff's (`created_by_user_id`); the other kinds are recorded by
 * the system (customer created, updated, merged, default account updated). `modified_at` moves on edit.
 * An `email_event` names the message it records (`outbox_email_id`, decision 189): the view-e-mail modal
 * reads it; null on lines older than the link, or when the outbox row is gone.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    timelineEventType: text('timeline_event_type').$type<(typeof timelineEventKinds)[number]>().notNull(),
    eventType: text('event_type').notNull(),
    content: blank('content'),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    outboxEmailId: bigint('outbox_email_id', { mode: 'number' }),
    isStickied: boolean('is_stickied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('timeline_events_customer_idx').on(t.merchantId, t.customerId, t.createdAt.desc(), t.id.desc()),
    check(
      'timeline_events_kind_check',
      sql`${t.timelineEventType} in ('comment', 'customer_event', 'email_event', 'integration_event', 'appointment_event')`,
    ),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.createdByUserId],
      foreignColumns: [users.merchantId, users.id],
    }),
    // Nulls outboxEmailId alone (ON DELETE SET NULL (column), migration 0040; decisions 93 and 189): the
    // line outlives its message. The index serves that delete's lookup.
    foreignKey({
      columns: [t.merchantId, t.outboxEmailId],
      foreignColumns: [outboxEmails.merchantId, outboxEmails.id],
    }).onDelete('set null'),
    index('timeline_events_outbox_email_idx')
      .on(t.merchantId, t.outboxEmailId)
      .where(sql`${t.outboxEmailId} is not null`),
    tenantPolicy(),
  ],
);
