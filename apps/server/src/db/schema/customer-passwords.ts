import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * A customer's password for the customer sign-in (spec 2 §4, §7 customer_reset_password; issue 26 point 8,
 * decision 191), beside the customer's row rather than in it, so no read of customers carries the hash.
 * The customer signs in with customers.user_name; a customer deleted, or merged away, takes it along.
 */
export const customerCredentials = pgTable(
  'customer_credentials',
  {
    merchantId: merchantIdColumn(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** Argon2id, as staff passwords (lib/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.customerId] }),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * The links of customer password reset e-mails: single use, 24 hours, as the staff reset's codes. Only a
 * SHA-256 of the token is stored (the link holds the token); the public page finds the merchant through
 * merchant_keys (decision 101). Used and expired rows stay, so the page can say which a link is.
 */
export const customerPasswordResets = pgTable(
  'customer_password_resets',
  {
    merchantId: merchantIdColumn(),
    tokenHash: text('token_hash').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** spec 2 §7 hasCustomerPortal: which sign-in the e-mail and the page name (spec 2 §8 wording). */
    hasCustomerPortal: boolean('has_customer_portal').notNull(),
    /** spec 2 §7 redirectUrl: where the page sends the customer once the password is saved. */
    redirectUrl: text('redirect_url'),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.tokenHash] }),
    index('customer_password_resets_customer_idx').on(t.merchantId, t.customerId),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
