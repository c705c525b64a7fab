import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * What a request without a merchant looks up: a user name at sign-in, a session cookie's token, a manage
 * link's token, a password reset code, an image's public key (issue 23 point 8, decision 101), an invoice's public
 * pay link (issue 25, decision 124), a provider's calendar feed (issue 26 point 5), a customer's password
 * reset link (issue 26 point 8).
 */
export const merchantKeyKinds = [
  'user_name',
  'session',
  'manage_link',
  'password_reset',
  'image',
  'invoice_link',
  'calendar_feed',
  'customer_password_reset',
] as const;
export type MerchantKeyKind = (typeof merchantKeyKinds)[number];

/**
 * Which merchant a global key belongs to. A reference table under Citus (db/distribution.ts): the lookup
 * reads it on any node, then reads the merchant's row by (merchant_id, key) on the merchant's node. Written
 * in the transaction that writes the row it maps (db/merchant-keys.ts). Its primary key makes a user name
 * unique across merchants (decision 3); tokens are random, so theirs never collide.
 */
export const merchantKeys = pgTable(
  'merchant_keys',
  {
    kind: text('kind').$type<MerchantKeyKind>().notNull(),
    key: text('key').notNull(),
    merchantId: merchantIdColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check(
      'merchant_keys_kind_check',
      sql`${t.kind} in ('user_name', 'session', 'manage_link', 'password_reset', 'image', 'invoice_link', 'calendar_feed', 'customer_password_reset')`,
    ),
    tenantPolicy(),
  ],
);

/**
 * Every booking address in use or held, and its merchant: the public booking page's lookup and the one
 * place that keeps addresses unique across merchants (decision 101). `released_at` is null for the
 * merchant's current address (merchants.url_subdomain); an address the merchant gave up stays theirs for
 * 90 days (issue 13 point 8), so an old /book/ link never shows another business. A reference table under
 * Citus; written only by `claim_url_subdomain` (migration 0026), which must see every merchant's addresses.
 */
export const urlSubdomains = pgTable(
  'url_subdomains',
  {
    urlSubdomain: text('url_subdomain').primaryKey(),
    merchantId: merchantIdColumn(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('url_subdomains_merchant_idx').on(t.merchantId), tenantPolicy()],
);
