import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUser(db: Database, merchantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  return row;
}
