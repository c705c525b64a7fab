import type { DepositType } from '@paybook/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { merchants } from './merchants.ts';
import { serviceProviders } from './service-providers.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/** spec 1 §3 offering_category; names are unique per merchant ignoring case (spec 2 §5 Catalogue). */
export const offeringCategories = pgTable(
  'offering_categories',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('offering_categories_name_key').on(t.merchantId, sql`lower(${t.name})`),
    check('offering_categories_name_check', sql`length(trim(${t.name})) between 1 and 100`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * One offering entity for bookable services (spec 1 §3 Offering) and catalogue products (spec 2 §3
 * Offering): two views of one table. Money in cents (ruling 9). A deleted offering keeps its row
 * (`deleted_at`) so past appointments and orders still name it; `version` counts saves.
 */
export const offerings = pgTable(
  'offerings',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    priceStructure: text('price_structure').notNull().default('fixed'),
    unitName: text('unit_name'),
    isPriceManualEntry: boolean('is_price_manual_entry').notNull().default(false),
    isBookable: boolean('is_bookable').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isTaxable: boolean('is_taxable').notNull().default(false),
    serviceAddressRequired: boolean('service_address_required').notNull().default(false),
    shippingMethodSelector: text('shipping_method_selector').notNull().default('not_applicable'),
    /** Bookable services: minutes, shown in `duration_display_unit`; null for products. */
    durationMinutes: integer('duration_minutes'),
    durationDisplayUnit: text('duration_display_unit'),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    offeringCategoryId: bigint('offering_category_id', { mode: 'number' }),
    imageId: bigint('image_id', { mode: 'number' }),
    /** spec 2 §3 recurrence and custom_fields_collection; shaped by the catalogue contracts. */
    recurrence: jsonb('recurrence'),
    customFieldsCollection: jsonb('custom_fields_collection'),
    /**
     * Issue 15 point 7: a deposit taken when the service is booked online ('amount': cents; 'percent':
     * thousandths of a percent of the price) and a no-show fee charged to the card left at booking. They
     * apply only while the service is bookable online, and are kept when it is not.
     */
    depositType: text('deposit_type').$type<DepositType>().notNull().default('none'),
    depositValue: bigint('deposit_value', { mode: 'number' }).notNull().default(0),
    noShowFeeCents: bigint('no_show_fee_cents', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('offerings_merchant_name_idx').on(t.merchantId, sql`lower(${t.name})`),
    index('offerings_merchant_category_idx').on(t.merchantId, t.offeringCategoryId),
    check('offerings_name_check', sql`length(trim(${t.name})) between 1 and 200`),
    check('offerings_price_check', sql`${t.priceCents} >= 0`),
    check('offerings_price_structure_check', sql`${t.priceStructure} in ('fixed', 'per_unit', 'recurring')`),
    check(
      'offerings_shipping_method_selector_check',
      sql`${t.shippingMethodSelector} in ('delivery_only', 'not_applicable')`,
    ),
    // spec 1 §5: buffer is one of 0, 5, 10, 15, 30; duration at most 720 minutes (12 hours).
    check('offerings_buffer_minutes_check', sql`${t.bufferMinutes} in (0, 5, 10, 15, 30)`),
    check(
      'offerings_duration_check',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 720`,
    ),
    check(
      'offerings_duration_display_unit_check',
      sql`${t.durationDisplayUnit} is null or ${t.durationDisplayUnit} in ('Minutes', 'Hours')`,
    ),
    check(
      'offerings_deposit_check',
      sql`(${t.depositType} = 'none' and ${t.depositValue} = 0) or (${t.depositType} = 'amount' and ${t.depositValue} between 1 and 99999999) or (${t.depositType} = 'percent' and ${t.depositValue} between 1 and 100000)`,
    ),
    check('offerings_no_show_fee_check', sql`${t.noShowFeeCents} between 0 and 99999999`),
    check('offerings_bookable_duration_check', sql`not ${t.isBookable} or ${t.durationMinutes} is not null`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.offeringCategoryId],
      foreignColumns: [offeringCategories.merchantId, offeringCategories.id],
    }),
    foreignKey({ columns: [t.merchantId, t.imageId], foreignColumns: [images.merchantId, images.id] }),
    tenantPolicy(),
  ],
);

/** spec 1 §3 service_provider_ids / spec 3 §3.3 offering_ids: who performs which service. */
export const offeringServiceProviders = pgTable(
  'offering_service_providers',
  {
    merchantId: merchantIdColumn(),
    offeringId: bigint('offering_id', { mode: 'number' }).notNull(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.offeringId, t.serviceProviderId] }),
    index('offering_service_providers_provider_idx').on(t.merchantId, t.serviceProviderId),
    foreignKey({
      columns: [t.merchantId, t.offeringId],
      foreignColumns: [offerings.merchantId, offerings.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
