import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

const TERMS_KIND_LIST = sql.raw(
  `'TermsAndConditions', 'InvoiceTermsOfSale', 'SwipeTermsOfSale', 'DeliveryTerms', 'PrivacyPolicy', 'AuthorizationRevocationOneTimePayment', 'AuthorizationRevocationRecurringPayments'`,
);

/**
 * spec 3 §3.3 Terms, §7 terms_and_conditions/: a merchant's own text of a kind. No row means the default
 * (packages/domain DEFAULT_TERMS); restoring a default deletes the row (decision 182).
 */
export const merchantTerms = pgTable(
  'merchant_terms',
  {
    merchantId: merchantIdColumn(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.kind] }),
    check('merchant_terms_kind_check', sql`${t.kind} in (${TERMS_KIND_LIST})`),
    check('merchant_terms_text_check', sql`length(${t.text}) <= 20000`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

const colorCheck = (column: unknown) => sql`${column} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`;

/**
 * spec 3 §2.5 /settings/design-settings, §5 (decision 183): the merchant's logo, banner and colours on its
 * public pages and receipts, and which payment types those pages take. No row means the defaults.
 */
export const merchantDesign = pgTable(
  'merchant_design',
  {
    merchantId: merchantIdColumn().primaryKey(),
    logoImageId: bigint('logo_image_id', { mode: 'number' }),
    bannerImageId: bigint('banner_image_id', { mode: 'number' }),
    primaryColor: text('primary_color').notNull().default('#1864ab'),
    backgroundColor: text('background_color').notNull().default('#f8f9fa'),
    acceptCc: boolean('accept_cc').notNull().default(true),
    acceptAch: boolean('accept_ach').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchant_design_primary_color_check', colorCheck(t.primaryColor)),
    check('merchant_design_background_color_check', colorCheck(t.backgroundColor)),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.merchantId, t.logoImageId], foreignColumns: [images.merchantId, images.id] }),
    foreignKey({ columns: [t.merchantId, t.bannerImageId], foreignColumns: [images.merchantId, images.id] }),
    tenantPolicy(),
  ],
);

/**
 * Issue 26 point 3: the merchant's own card for its monthly fee, tokenised by the processor (ruling 5: the
 * token, brand, last four digits and expiry only).
 */
export const merchantBillingCards = pgTable(
  'merchant_billing_cards',
  {
    merchantId: merchantIdColumn().primaryKey(),
    processorToken: text('processor_token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchant_billing_cards_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * Issue 26 point 3 (decision 185): one invoice per merchant and fee period; the primary key is the business
 * key that makes the fee exactly once per period, whichever node or retry charges it.
 */
export const merchantFeeInvoices = pgTable(
  'merchant_fee_invoices',
  {
    merchantId: merchantIdColumn(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    number: text('number').notNull(),
    productName: text('product_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * 'pending' from the moment the fee is claimed until the processor answers (a crash leaves it pending and
     * the period's job asks again with the same key), then 'paid' or 'failed' (the processor declined).
     */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    /** A failed fee is charged again when the merchant saves another card; each try has its own key. */
    attempts: integer('attempts').notNull().default(1),
    processorReference: text('processor_reference'),
    cardBrand: text('card_brand').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.periodStart] }),
    check('merchant_fee_invoices_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('merchant_fee_invoices_amount_check', sql`${t.amountCents} > 0`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
