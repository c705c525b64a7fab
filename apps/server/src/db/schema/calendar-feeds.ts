import { bigint, foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serviceProviders } from './service-providers.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * Issue 26 point 5 (spec 3 §2.5 calendar link, §9 webcal): a provider's private iCalendar feed,
 * /calendar/{token}.ics. One live token per provider; a reset replaces the row's token, so the old address
 * stops at once. The token is looked up by its SHA-256 (`token_hash`, mapped to the merchant through
 * merchant_keys, decision 101) and kept sealed (AES-256-GCM, lib/secret-box.ts) so the staff list can show
 * the address again: a copy of the table alone opens no feed.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    merchantId: merchantIdColumn(),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    /** Who made the current token (null for the first one, made when the address was first asked for). */
    resetByUserId: bigint('reset_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.serviceProviderId] }),
    uniqueIndex('calendar_feed_tokens_hash_key').on(t.merchantId, t.tokenHash),
    foreignKey({
      columns: [t.merchantId, t.serviceProviderId],
      foreignColumns: [serviceProviders.merchantId, serviceProviders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
