import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { appRole, currentMerchantId } from './tenancy.ts';

/** spec 1 §3 Merchant, spec 2 §3 Merchant (home-relevant). The tenant itself. */
export const merchants = pgTable(
  'merchants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: bigint('client_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    productName: text('product_name').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    resellerId: integer('reseller_id'),
    hasPayments: boolean('has_payments').notNull().default(false),
    appointmentsActivated: boolean('appointments_activated').notNull().default(false),
    isOnboarding: boolean('is_onboarding').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/Denver'),
    urlSubdomain: text('url_subdomain').notNull(),
    freeTrialExpirationDate: date('free_trial_expiration_date'),
    applicationCompletedDate: date('application_completed_date'),
    /** spec 1 §3 meta.is_default_time_zone / is_default_url_subdomain: the merchant has not chosen yet. */
    isDefaultTimeZone: boolean('is_default_time_zone').notNull().default(true),
    isDefaultUrlSubdomain: boolean('is_default_url_subdomain').notNull().default(true),
    companyEmail: text('company_email').notNull().default(''),
    /** spec 3 §2.5 /settings/verify: cleared when the merchant verifies its e-mail address. */
    emailUnverified: boolean('email_unverified').notNull().default(true),
    requiresMfa: boolean('requires_mfa').notNull().default(false),
    sessionTimeoutEnabled: boolean('session_timeout_enabled').notNull().default(true),
    /** spec 1 §3 accepted_payment_types (CC, ACH): ACH shows only where the merchant accepts it (spec 2 §6). */
    acceptedPaymentTypes: text('accepted_payment_types').array().notNull().default(sql`'{CC,ACH}'::text[]`),
    /** spec 1 §3 can_issue_refund: whether refunds may be issued (spec 2 §6 customers.issue-refund). */
    canIssueRefund: boolean('can_issue_refund').notNull().default(true),
    /**
     * spec 3 §3.3 Business settings: how customers reach the business (booking confirmation, e-mails,
     * receipts; issue 16 point 5). Empty until the merchant fills them in.
     */
    phone: text('phone').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    /** spec 3 §3.3 Business settings fax (ten digits, or empty; issue 26 point 6). */
    fax: text('fax').notNull().default(''),
    /** spec 3 §3.3 social_links: the business's pages by network (packages/contracts SOCIAL_NETWORKS). */
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    /** Issue 16 point 9: the first day of the week in the calendar and the work plan (0 Sunday … 6 Saturday). */
    weekStartsOn: smallint('week_starts_on').notNull().default(0),
    /**
     * spec 3 §9 (issue 25 point 7): days before a bill that its pre-notification e-mail goes out, and days
     * after an invoice's due date that it counts as past due (1–30; issue 26 edits them).
     */
    preNotificationDays: smallint('pre_notification_days').notNull().default(3),
    invoicePastDueDays: smallint('invoice_past_due_days').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchants_week_starts_on_check', sql`${t.weekStartsOn} between 0 and 6`),
    check(
      'merchants_billing_days_check',
      sql`${t.preNotificationDays} between 1 and 30 and ${t.invoicePastDueDays} between 1 and 30`,
    ),
    check('merchants_accepted_payment_types_check', sql`${t.acceptedPaymentTypes} <@ '{CC,ACH}'::text[]`),
    // Lower-case letters, digits and hyphens; neither starts nor ends with a hyphen (packages/domain).
    check('merchants_url_subdomain_check', sql`${t.urlSubdomain} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
    check(
      'merchants_product_name_check',
      sql`${t.productName} in ('free_trial', 'appointments', 'full_product', 'starter')`,
    ),
    pgPolicy('tenant_isolation', {
      as: 'permissive',
      for: 'all',
      to: appRole,
      using: sql`id = ${currentMerchantId}`,
      withCheck: sql`id = ${currentMerchantId}`,
    }),
  ],
);
