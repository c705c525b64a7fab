import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

export const paymentAccountKinds = ['card', 'bank'] as const;
export type PaymentAccountKind = (typeof paymentAccountKinds)[number];

/**
 * spec 2 §3 Customer accounts: credit_card_accounts and ach_accounts in one table, so "one default per
 * customer" is one partial unique index. Ruling 5: only the processor's token and what may be shown are
 * kept (brand, last four digits, expiry; bank name, routing number, last four of the account), never a
 * card number, CVV or full account number.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<PaymentAccountKind>().notNull(),
    processorToken: text('processor_token').notNull(),
    lastFour: text('last_four').notNull(),
    /** Cards: 'Visa', 'Master', 'Discover' or 'Amex' (spec 2 §3 issuer). */
    issuer: text('issuer'),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    billingZipCode: text('billing_zip_code').notNull().default(''),
    /** Banks. */
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    isCheckingAccount: boolean('is_checking_account'),
    isPersonal: boolean('is_personal'),
    customerCompanyName: text('customer_company_name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('payment_accounts_one_default_key').on(t.merchantId, t.customerId).where(sql`${t.isDefault}`),
    index('payment_accounts_customer_idx').on(t.merchantId, t.customerId),
    check('payment_accounts_kind_check', sql`${t.kind} in ('card', 'bank')`),
    check('payment_accounts_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check(
      'payment_accounts_card_fields_check',
      sql`${t.kind} <> 'card' or (${t.issuer} in ('Visa', 'Master', 'Discover', 'Amex') and ${t.expirationMonth} between 1 and 12 and ${t.expirationYear} between 2000 and 2099)`,
    ),
    check(
      'payment_accounts_bank_fields_check',
      sql`${t.kind} <> 'bank' or (${t.routingNumber} ~ '^[0-9]{9}$' and ${t.isCheckingAccount} is not null and ${t.isPersonal} is not null)`,
    ),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.createdByUserId],
      foreignColumns: [users.merchantId, users.id],
    }),
    tenantPolicy(),
  ],
);

/**
 * The sandbox processor's vault (ruling 5): what the processor knows of a token. Like a real processor's,
 * it is not the merchant's data and has no tenant policy; the app reaches it only through the processor
 * interface. `behaviour` is the documented test behaviour chosen when the number was tokenised (approve,
 * decline, …), so no number is ever kept.
 */
export const sandboxProcessorTokens = pgTable('sandbox_processor_tokens', {
  token: text('token').primaryKey(),
  kind: text('kind').$type<PaymentAccountKind>().notNull(),
  lastFour: text('last_four').notNull(),
  brand: text('brand'),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
