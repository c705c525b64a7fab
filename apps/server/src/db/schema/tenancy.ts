import { sql } from 'drizzle-orm';
import { bigint, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * Row-level security is the second layer of tenancy (ARCHITECTURE.md "Tenancy"): tenant work runs as this
 * role, which owns nothing and cannot bypass RLS, with `app.merchant_id` set for the transaction.
 * The role is created by the migration runner (roles are cluster-wide), so drizzle-kit treats it as existing.
 */
export const appRole = pgRole('paybook_app').existing();

export const currentMerchantId = sql`nullif(current_setting('app.merchant_id', true), '')::bigint`;

/** Every merchant-owned table carries this policy; a test fails when a table with merchant_id lacks RLS. */
export const tenantPolicy = () =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`merchant_id = ${currentMerchantId}`,
    withCheck: sql`merchant_id = ${currentMerchantId}`,
  });

export const merchantIdColumn = () => bigint('merchant_id', { mode: 'number' }).notNull();
