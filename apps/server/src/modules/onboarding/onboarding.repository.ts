import { and, count, eq, gt, isNull, like } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, claimUrlSubdomain } from '../../db/merchant-keys.ts';
import { emailCodes, loginAttempts, merchants, outboxEmails, users } from '../../db/schema/index.ts';

export type NewMerchant = typeof merchants.$inferInsert;
export type NewUser = typeof users.$inferInsert;
export type MerchantPatch = Partial<
  Pick<
    typeof merchants.$inferInsert,
    | 'name'
    | 'timeZone'
    | 'isDefaultTimeZone'
    | 'urlSubdomain'
    | 'isDefaultUrlSubdomain'
    | 'appointmentsActivated'
    | 'clientId'
    | 'emailUnverified'
    | 'productName'
    | 'features'
    | 'hasPayments'
    | 'freeTrialExpirationDate'
  >
>;

/** Sign-ups are kept beside sign-in attempts (user name `signup:<e-mail>`), so one purge serves both. */
const SIGNUP_PREFIX = 'signup:';

export async function countSignupsFromAddress(db: Database, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        like(loginAttempts.userName, `${SIGNUP_PREFIX}%`),
        gt(loginAttempts.at, since),
      ),
    );
  return row?.n ?? 0;
}

export async function recordSignup(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ userName: `${SIGNUP_PREFIX}${email}`, ip, succeeded: true });
}

/** The new merchant, with its placeholder booking address claimed in the same transaction (decision 101). */
export async function insertMerchant(tx: Database, values: NewMerchant) {
  const [row] = await tx.insert(merchants).values(values).returning();
  if (!row) throw new Error('The merchant was not created');
  await claimUrlSubdomain(tx, row.id, row.urlSubdomain);
  return row;
}

export async function insertUser(tx: Database, values: NewUser) {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('The user was not created');
  await addMerchantKeys(tx, row.merchantId, 'user_name', [row.userName]);
  return row;
}

export async function findMerchant(tx: Database, merchantId: number) {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/** A new booking address is claimed first, so the one it replaces is held (decision 101). */
export async function updateMerchant(tx: Database, merchantId: number, patch: MerchantPatch) {
  if (patch.urlSubdomain !== undefined) await claimUrlSubdomain(tx, merchantId, patch.urlSubdomain);
  const [row] = await tx.update(merchants).set(patch).where(eq(merchants.id, merchantId)).returning();
  if (!row) throw new Error('The merchant was not updated');
  // Product tier, features, onboarding state: what every signed-in session of the merchant carries.
  await notifyInvalidation(tx, 'merchant', merchantId);
  return row;
}

export async function insertVerificationCode(
  tx: Database,
  merchantId: number,
  values: { codeHash: string; userId: number; email: string; expiresAt: Date },
) {
  await tx.insert(emailCodes).values({ merchantId, purpose: 'email_verification', ...values });
}

/** Only the newest verification link works: a resend drops the unused older ones. */
export async function deleteUnusedVerificationCodes(tx: Database, merchantId: number) {
  await tx
    .delete(emailCodes)
    .where(
      and(
        eq(emailCodes.merchantId, merchantId),
        eq(emailCodes.purpose, 'email_verification'),
        isNull(emailCodes.usedAt),
      ),
    );
}

/** Marks an unused, unexpired verification code of this merchant used; answers its e-mail, if any. */
export async function useVerificationCode(
  tx: Database,
  merchantId: number,
  codeHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailCodes.merchantId, merchantId),
        eq(emailCodes.codeHash, codeHash),
        eq(emailCodes.purpose, 'email_verification'),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ email: emailCodes.email });
  return row?.email;
}

/** How many verification e-mails the merchant was sent since `since` (the resend limit). */
export function countVerificationEmailsSince(tx: Database, merchantId: number, since: Date) {
  return countEmailsSince(tx, merchantId, 'email_verification', since);
}

/** The merchant's e-mails of one kind queued since a moment, optionally only those to one address. */
export async function countEmailsSince(
  tx: Database,
  merchantId: number,
  kind: string,
  since: Date,
  to?: string,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.merchantId, merchantId),
        eq(outboxEmails.kind, kind),
        gt(outboxEmails.createdAt, since),
        to === undefined ? undefined : eq(outboxEmails.toAddress, to),
      ),
    );
  return row?.n ?? 0;
}
