import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants, supportUsers, users } from '../../db/schema/index.ts';

// The support console works across merchants, so it runs outside tenant transactions; ruling 11.

export async function findSupportUser(db: Database, userName: string) {
  const [row] = await db
    .select()
    .from(supportUsers)
    .where(sql`lower(${supportUsers.userName}) = ${userName.toLowerCase()}`);
  return row;
}

const merchantColumns = {
  id: merchants.id,
  name: merchants.name,
  productName: merchants.productName,
  urlSubdomain: merchants.urlSubdomain,
  userCount: count(users.id),
};

export async function searchMerchants(db: Database, query: string, limit = 25) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = query
    ? or(
        ilike(merchants.name, pattern),
        ilike(merchants.urlSubdomain, pattern),
        ilike(users.userName, pattern),
      )
    : undefined;
  const found = await db
    .selectDistinct({ id: merchants.id })
    .from(merchants)
    .leftJoin(users, eq(users.merchantId, merchants.id))
    .where(matches)
    .limit(limit);
  if (found.length === 0) return [];
  return db
    .select(merchantColumns)
    .from(merchants)
    .leftJoin(users, eq(users.merchantId, merchants.id))
    .where(sql`${merchants.id} in ${found.map((m) => m.id)}`)
    .groupBy(merchants.id)
    .orderBy(asc(merchants.name));
}

export async function findMerchant(db: Database, merchantId: number) {
  const [row] = await db
    .select(merchantColumns)
    .from(merchants)
    .leftJoin(users, eq(users.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId))
    .groupBy(merchants.id);
  return row;
}

export async function listMerchantUsers(db: Database, merchantId: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.merchantId, merchantId))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function findMerchantUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}
