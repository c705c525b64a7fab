import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchantOfKey } from '../../db/merchant-keys.ts';
import { merchants, userMfa, users } from '../../db/schema/index.ts';

/**
 * Sign-in looks a user up by name before any tenant is known, so this runs outside a tenant transaction:
 * the name's merchant from merchant_keys, then the user by (merchant_id, name) (decision 101).
 */
export async function findUserForSignIn(db: Database, userName: string) {
  const merchantId = await merchantOfKey(db, 'user_name', userName);
  if (merchantId === undefined) return undefined;
  const [row] = await db
    .select({ user: users, merchant: merchants, mfaEnabled: sql<boolean>`${userMfa.enabledAt} is not null` })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .leftJoin(userMfa, and(eq(userMfa.merchantId, users.merchantId), eq(userMfa.userId, users.id)))
    .where(and(eq(users.merchantId, merchantId), sql`lower(${users.userName}) = ${userName.toLowerCase()}`));
  return row;
}
