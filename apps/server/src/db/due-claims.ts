import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// Decision 107 (issue 23 point 8): how the background workers claim rows of tables distributed by merchant
// (db/distribution.ts). Citus refuses a row lock (FOR UPDATE) in a statement that spans shards, so the due
// rows are first found by a plain read across every merchant (no lock; bounded and ordered), and each is
// then locked by its full key, `merchant_id = … and id = …`, only if it is still due and no other
// transaction holds it (FOR UPDATE SKIP LOCKED): a statement that runs on the one shard that holds the row.
// What today's single SKIP LOCKED scan guaranteed still holds: a row is claimed by one node, a row another
// node holds is passed over, never waited on, and rows are taken in the read's order.

/** A row of a table distributed by merchant: its distribution column and its id. */
export type RowKey = { merchantId: number; id: number };

/** Leaves out the given keys: `(merchant_id, id) not in (…)`, or `true` when there are none. */
export function notAmong(merchantId: SQLWrapper, id: SQLWrapper, keys: readonly RowKey[]): SQL {
  if (keys.length === 0) return sql`true`;
  const pairs = keys.map((key) => sql`(${key.merchantId}, ${key.id})`);
  return sql`(${merchantId}, ${id}) not in (${sql.join(pairs, sql`, `)})`;
}

/** How a worker finds and claims its due rows. */
export type DueClaim = {
  /** The plain read: due keys in the order they are to be claimed, at most `limit`, none of `passed`. */
  find: (limit: number, passed: readonly RowKey[]) => Promise<RowKey[]>;
  /** Locks one row by its key if it is still due and free (FOR UPDATE SKIP LOCKED): whether it did. */
  claim: (key: RowKey) => Promise<boolean>;
};

/**
 * Reads up to `limit` due keys and claims them in order until `want` are claimed. A key read but not
 * claimed (another node holds it or took it, or it is no longer due) is added to `passed`, the keys this
 * run does not look at again, so the next round reads past it; the next run finds it if it is still due.
 * Answers how many keys the read found and the keys claimed, whose rows stay locked until the caller's
 * transaction ends.
 */
export async function claimDue(
  due: DueClaim,
  options: { limit: number; want: number; passed: RowKey[] },
): Promise<{ found: number; claimed: RowKey[] }> {
  const keys = await due.find(options.limit, options.passed);
  const claimed: RowKey[] = [];
  for (const key of keys) {
    if (claimed.length === options.want) break;
    if (await due.claim(key)) claimed.push(key);
    else options.passed.push(key);
  }
  return { found: keys.length, claimed };
}

/** How many keys a claim of one row reads at a time: enough to pass over what other nodes hold. */
const NEXT_WINDOW = 10;

/** The first due row (in the read's order) that no other node holds, claimed; undefined when none is left. */
export async function claimNext(due: DueClaim, passed: RowKey[]): Promise<RowKey | undefined> {
  for (;;) {
    const { found, claimed } = await claimDue(due, { limit: NEXT_WINDOW, want: 1, passed });
    if (claimed[0] !== undefined) return claimed[0];
    if (found < NEXT_WINDOW) return undefined;
  }
}

type KeyedTable = PgTable & { merchantId: PgColumn; id: PgColumn };

/**
 * The due rows of one table, where `where` says which rows are due: the read takes their keys in
 * `orderBy` order, and a claim locks the row with the key while `where` still holds.
 */
export function dueRows(tx: Database, table: KeyedTable, due: { where: SQL; orderBy: PgColumn[] }): DueClaim {
  return {
    find: async (limit, passed) => {
      const rows = await tx
        .select({ merchantId: table.merchantId, id: table.id })
        .from(table)
        .where(and(due.where, notAmong(table.merchantId, table.id, passed)))
        .orderBy(...due.orderBy)
        .limit(limit);
      return rows.map((row) => ({ merchantId: Number(row.merchantId), id: Number(row.id) }));
    },
    claim: async (key) => {
      const locked = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.merchantId, key.merchantId), eq(table.id, key.id), due.where))
        .for('update', { skipLocked: true });
      return locked.length > 0;
    },
  };
}
