import type { Database } from '../db/client.ts';
import { databaseOnClient, poolOf } from '../db/client.ts';

/**
 * A tenant transaction the test holds open while it sends requests, as another node's transaction would
 * be held: on a connection of its own, outside db/tenant.ts, so the pool's rule (a transaction gets no
 * second connection, issue 23 point 1) does not take the test's requests for that transaction's work.
 */
export async function holdTenantTransaction(
  db: Database,
  merchantId: number,
): Promise<{ tx: Database; commit: () => Promise<void> }> {
  const pool = poolOf(db);
  if (!pool) throw new Error('holdTenantTransaction needs a pool database');
  const client = await pool.connect();
  await client.query('begin');
  await client.query(
    `select set_config('role', 'paybook_app', true), set_config('app.merchant_id', '${Number(merchantId)}', true)`,
  );
  return {
    tx: databaseOnClient(client),
    commit: async () => {
      try {
        await client.query('commit');
      } finally {
        client.release();
      }
    },
  };
}
