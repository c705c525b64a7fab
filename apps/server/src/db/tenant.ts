import type pg from 'pg';
import { type Database, poolOf, timeoutsOf } from './client.ts';
import { tenantConnection } from './tenant-connection.ts';

/**
 * Runs `work` in one transaction as the tenant role with `app.merchant_id` set, so row-level security
 * limits every statement to that merchant even if a query forgot its filter (ARCHITECTURE.md "Tenancy").
 * Both settings are transaction-local: a pooled connection carries nothing to its next user. So are the
 * pool's lock, statement and idle-in-transaction timeouts (issue 23 point 1), set again here because a
 * transaction pooler in front of PostgreSQL may drop a connection's start-up settings. While `work` runs,
 * the pool refuses it a second connection (db/pool.ts).
 *
 * On PostgreSQL begin and both settings are one simple query (the merchant id is a checked integer, so
 * nothing is interpolated from outside), sent together with the work's first query (issue 14 point 3,
 * db/tenant-connection.ts): a read that needs one query costs one round trip. Do not open a nested
 * `transaction()` inside `work`.
 */
export function withTenant<T>(
  db: Database,
  merchantId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return runTenant(db, merchantId, work, 'write');
}

/**
 * The same for work that only reads: the transaction is READ ONLY (a write fails), and its answer does
 * not wait for the COMMIT; the connection goes back to the pool when the COMMIT is done.
 */
export function withTenantRead<T>(
  db: Database,
  merchantId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return runTenant(db, merchantId, work, 'read');
}

/**
 * A read of exactly one query (a row by its id, say): begin, the settings, the query and the COMMIT leave
 * in one write and are answered in one round trip (db/tenant-connection.ts). The work's second query is
 * refused, as it would run after the COMMIT; use withTenantRead for more.
 */
export function withTenantReadOne<T>(
  db: Database,
  merchantId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return runTenant(db, merchantId, work, 'one query');
}

/**
 * A write of exactly one statement: begin, the settings, the statement and the COMMIT leave in one write,
 * and the answer is given once the COMMIT succeeded. The row locks the statement takes are held from its
 * execution to that COMMIT only, with no round trip to this process between them (a counter row every
 * request of a merchant updates, say: issue 15 point 10). The work's second query is refused, after the
 * first has committed: use it only for work of exactly one statement.
 */
export function withTenantWriteOne<T>(
  db: Database,
  merchantId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return runTenant(db, merchantId, work, 'one write');
}

type TenantMode = 'write' | 'read' | 'one query' | 'one write';

async function runTenant<T>(
  db: Database,
  merchantId: number,
  work: (tx: Database) => Promise<T>,
  mode: TenantMode,
): Promise<T> {
  if (!Number.isSafeInteger(merchantId) || merchantId <= 0)
    throw new Error('A tenant transaction needs a merchant');
  const pool = poolOf(db);
  if (!pool) throw new Error('A tenant transaction starts from the pool database that openDatabase made');
  const client = await pool.connect();
  const settings = `select set_config('role', 'paybook_app', true), set_config('app.merchant_id', '${merchantId}', true), ${timeoutSettings(pool)}`;
  return pool.holding(() => runOnConnection(client, settings, work, mode));
}

/** The transaction-local timeouts of a pool's tenant transactions (db/pool.ts), in milliseconds. */
function timeoutSettings(pool: pg.Pool): string {
  const timeouts = timeoutsOf(pool);
  return [
    `set_config('lock_timeout', '${timeouts.lockMs}', true)`,
    `set_config('statement_timeout', '${timeouts.statementMs}', true)`,
    `set_config('idle_in_transaction_session_timeout', '${timeouts.idleInTransactionMs}', true)`,
  ].join(', ');
}

/** `settings`: the select that sets the role, the merchant and the timeouts, transaction-local. */
async function runOnConnection<T>(
  client: pg.PoolClient,
  settings: string,
  work: (tx: Database) => Promise<T>,
  mode: TenantMode,
): Promise<T> {
  const connection = tenantConnection(client);
  let released = false;
  /** Back to the pool once `ending` is done; a connection whose COMMIT or ROLLBACK failed is dropped. */
  const releaseAfter = (ending: Promise<unknown>) => {
    released = true;
    return ending.then(
      () => {
        connection.close();
        client.release();
      },
      () => client.release(true),
    );
  };
  const readOnly = mode === 'read' || mode === 'one query';
  const setup = connection.open(`begin${readOnly ? ' read only' : ''}; ${settings}`, {
    commitAfterFirst: mode === 'one query' || mode === 'one write',
  });
  try {
    const result = await work(connection.db);
    // Work that sent no query has not sent the set-up (nor its one-query COMMIT) yet.
    connection.flush();
    await setup;
    if (mode === 'one write') {
      // The COMMIT left with the statement; the answer waits for it (a failed one drops the connection).
      const commit = connection.sentCommit ?? client.query('commit');
      await releaseAfter(commit);
      await commit;
      return result;
    }
    if (mode !== 'write') {
      // A read's answer does not wait for its COMMIT; the connection returns to the pool once the COMMIT
      // is done, so its next user never queries while it still runs.
      void releaseAfter(connection.sentCommit ?? client.query('commit'));
      return result;
    }
    await client.query('commit');
    return result;
  } catch (error) {
    if (!released) {
      // A one-query read's COMMIT may already be on its way; it ends the transaction (as a ROLLBACK
      // when the query failed).
      connection.flush();
      await releaseAfter(connection.sentCommit ?? client.query('rollback'));
    }
    throw error;
  } finally {
    if (!released) {
      connection.close();
      client.release();
    }
  }
}
