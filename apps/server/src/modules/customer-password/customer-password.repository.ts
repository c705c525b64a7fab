import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, merchantOfKey } from '../../db/merchant-keys.ts';
import { customerCredentials, customerPasswordResets, customers, merchants } from '../../db/schema/index.ts';

// Decision 191: a customer's password reset links and their password (db/schema/customer-passwords.ts).

/**
 * A new reset link for the customer; their earlier links still alive end now (the page reads them as
 * expired), so only the newest e-mail's link sets the password.
 */
export async function insertResetLink(
  tx: Database,
  merchantId: number,
  values: {
    tokenHash: string;
    customerId: number;
    hasCustomerPortal: boolean;
    redirectUrl: string | null;
    requestedByUserId: number;
    expiresAt: Date;
  },
  now: Date,
) {
  await tx
    .update(customerPasswordResets)
    .set({ expiresAt: now })
    .where(
      and(
        eq(customerPasswordResets.merchantId, merchantId),
        eq(customerPasswordResets.customerId, values.customerId),
        isNull(customerPasswordResets.usedAt),
        gt(customerPasswordResets.expiresAt, now),
      ),
    );
  await tx.insert(customerPasswordResets).values({ merchantId, ...values });
  await addMerchantKeys(tx, merchantId, 'customer_password_reset', [values.tokenHash]);
}

/** The public page carries only the token: its merchant first, from merchant_keys (decision 101). */
export const merchantOfLink = (db: Database, tokenHash: string) =>
  merchantOfKey(db, 'customer_password_reset', tokenHash);

/** A link with its customer (not deleted) and the business, by (merchant, token hash). */
export async function findLink(tx: Database, merchantId: number, tokenHash: string) {
  const [row] = await tx
    .select({
      link: customerPasswordResets,
      customer: { firstName: customers.firstName, userName: customers.userName },
      business: { name: merchants.name, urlSubdomain: merchants.urlSubdomain },
    })
    .from(customerPasswordResets)
    .innerJoin(
      customers,
      and(
        eq(customers.merchantId, customerPasswordResets.merchantId),
        eq(customers.id, customerPasswordResets.customerId),
        isNull(customers.deletedAt),
      ),
    )
    .innerJoin(merchants, eq(merchants.id, customerPasswordResets.merchantId))
    .where(
      and(eq(customerPasswordResets.merchantId, merchantId), eq(customerPasswordResets.tokenHash, tokenHash)),
    );
  return row;
}

export type FoundLink = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/**
 * Marks the link used while it is unused and unexpired; false when another request used it first or it
 * expired meanwhile (a link works once).
 */
export async function useLink(tx: Database, merchantId: number, tokenHash: string, now: Date) {
  const rows = await tx
    .update(customerPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerPasswordResets.merchantId, merchantId),
        eq(customerPasswordResets.tokenHash, tokenHash),
        isNull(customerPasswordResets.usedAt),
        gt(customerPasswordResets.expiresAt, now),
      ),
    )
    .returning({ tokenHash: customerPasswordResets.tokenHash });
  return rows.length === 1;
}

export async function savePassword(
  tx: Database,
  merchantId: number,
  customerId: number,
  passwordHash: string,
  now: Date,
) {
  await tx
    .insert(customerCredentials)
    .values({ merchantId, customerId, passwordHash, passwordSetAt: now })
    .onConflictDoUpdate({
      target: [customerCredentials.merchantId, customerCredentials.customerId],
      set: { passwordHash, passwordSetAt: now },
    });
}
