import type { StoreType } from '@paybook/domain/stores/store-status';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { merchants } from './merchants.ts';
import { offerings } from './offerings.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/** spec 2 §3 Buy-button fields, kept as the wizard saved them (defaults: spec 2 §9). */
export interface BuyButtonFields {
  button_text: string;
  button_background_color: string;
  button_text_color: string;
  button_size: string;
  button_shape: number;
  layout_option: string;
  show_offering_name: boolean;
  show_offering_description: boolean;
  show_offering_image: boolean;
  show_offering_price: boolean;
  details_text_color: string;
}

/**
 * spec 2 §3 Store or payment form, with its Design settings; ruling 4's hosted page is
 * /pay/{url_subdomain}/{url_name} (decision 164). A buy-now button is a store of type buy_button: the
 * hosted checkout its button opens. Status 0 draft, 1 active, 2 inactive. A deleted store keeps its row
 * (`deleted_at`) so its orders still name it, and frees its url_name.
 */
export const stores = pgTable(
  'stores',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    storeType: text('store_type').$type<StoreType>().notNull(),
    status: smallint('status').notNull().default(0),
    logoImageId: bigint('logo_image_id', { mode: 'number' }),
    bannerImageId: bigint('banner_image_id', { mode: 'number' }),
    foregroundColor: text('foreground_color').notNull().default('#ffffff'),
    backgroundColor: text('background_color').notNull().default('#1864ab'),
    showPhone: boolean('show_phone').notNull().default(true),
    showLocation: boolean('show_location').notNull().default(true),
    showEmail: boolean('show_email').notNull().default(true),
    buttonText: text('button_text').notNull().default('Pay'),
    specialInstructions: text('special_instructions').notNull().default(''),
    customerLogin: boolean('customer_login').notNull().default(false),
    acceptCc: boolean('accept_cc').notNull().default(true),
    acceptAch: boolean('accept_ach').notNull().default(true),
    returnButtonShow: boolean('return_button_show').notNull().default(false),
    returnButtonUrl: text('return_button_url').notNull().default(''),
    returnButtonText: text('return_button_text').notNull().default('Return to Site'),
    buyButton: jsonb('buy_button').$type<BuyButtonFields>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // spec 2 §5: 'Store name must be unique' is this index's refusal, among the stores not deleted.
    uniqueIndex('stores_url_name_key').on(t.merchantId, t.urlName).where(sql`${t.deletedAt} is null`),
    index('stores_created_idx')
      .on(t.merchantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    check('stores_name_check', sql`length(trim(${t.name})) between 1 and 100`),
    check(
      'stores_url_name_check',
      sql`${t.urlName} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.urlName}) <= 80`,
    ),
    check('stores_type_check', sql`${t.storeType} in ('store', 'payment_form', 'buy_button')`),
    check('stores_status_check', sql`${t.status} in (0, 1, 2)`),
    check('stores_buy_button_check', sql`(${t.storeType} = 'buy_button') = (${t.buyButton} is not null)`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.merchantId, t.logoImageId], foreignColumns: [images.merchantId, images.id] }),
    foreignKey({ columns: [t.merchantId, t.bannerImageId], foreignColumns: [images.merchantId, images.id] }),
    tenantPolicy(),
  ],
);

/** spec 2 §3 a store's items: the offerings it sells, in the order shown. A payment form has one. */
export const storeItems = pgTable(
  'store_items',
  {
    merchantId: merchantIdColumn(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    offeringId: bigint('offering_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.storeId, t.offeringId] }),
    // Deactivating an item finds the forms that sell it (spec 2 §4 Offering).
    index('store_items_offering_idx').on(t.merchantId, t.offeringId),
    foreignKey({
      columns: [t.merchantId, t.storeId],
      foreignColumns: [stores.merchantId, stores.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.offeringId],
      foreignColumns: [offerings.merchantId, offerings.id],
    }),
    tenantPolicy(),
  ],
);

/**
 * spec 2 §7 merchant_config/request_cc_payment, merchant_config/is_op_completed/{op} and
 * merchant/setEnableEcommerceAchShown: the one-off things a merchant has done on the eCommerce page.
 */
export const merchantOperations = pgTable(
  'merchant_operations',
  {
    merchantId: merchantIdColumn(),
    operation: text('operation').notNull(),
    completedByUserId: bigint('completed_by_user_id', { mode: 'number' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.operation] }),
    check(
      'merchant_operations_operation_check',
      sql`${t.operation} in ('request_cc_payment', 'enable_ecommerce_ach_shown')`,
    ),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
