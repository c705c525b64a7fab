import { eq, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { loginAttempts, loginLocks, merchants, userMfa, users } from '../../db/schema/index.ts';
import { cheapPasswordHash } from '../cheap-password-hash.ts';

/**
 * Issue 23 point 4: the fuzzing's owner as seeded, before each endpoint's requests: an earlier endpoint's
 * valid request may have changed the password, turned MFA on, required it of all staff, or locked the
 * name. Written as the superuser, with the caches told (cache/invalidation-bus.ts). Answers the merchant.
 */
export async function restoreFuzzedOwner(db: Database, userName: string, password: string): Promise<number> {
  // One hash per password for the whole run (decision 155): any hash of it signs in alike.
  const passwordHash = await cheapPasswordHash(password);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(users)
      .set({ passwordHash, isActive: true, isOwner: true, isAdmin: true })
      .where(eq(sql`lower(${users.userName})`, userName.toLowerCase()))
      .returning({ id: users.id, merchantId: users.merchantId });
    if (!owner) throw new Error(`${userName} is not seeded`);
    await tx.delete(userMfa).where(eq(userMfa.userId, owner.id));
    await tx.delete(loginLocks).where(eq(loginLocks.userName, userName));
    await tx.delete(loginAttempts);
    await tx.update(merchants).set({ requiresMfa: false }).where(eq(merchants.id, owner.merchantId));
    await notifyInvalidation(tx, 'user', owner.id);
    await notifyInvalidation(tx, 'merchant', owner.merchantId);
    return owner.merchantId;
  });
}
