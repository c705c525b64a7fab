import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';

const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, sql.placeholder('merchantId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('staff_user_by_id'),
);

export async function findUser(db: Database, merchantId: number, userId: number) {
  const [row] = await userById(db).execute({ merchantId, userId });
  return row;
}
