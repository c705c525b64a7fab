import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serializeError } from '../lib/log-serializers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A pool's database and a transaction share this type, so repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL statement. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string;
  poolSize?: number;
};

const pools = new WeakMap<Database, pg.Pool>();
const clientDatabases = new WeakMap<pg.PoolClient, Database>();

/** The PostgreSQL pool behind a database, for work that manages its own connection (tenant transactions). */
export const poolOf = (db: Database): pg.Pool | undefined => pools.get(db);

/** A Drizzle database bound to one pooled connection, made once per connection. */
export function databaseOnClient(client: pg.PoolClient): Database {
  let db = clientDatabases.get(client);
  if (!db) {
    db = drizzlePg({ client, schema }) as Database;
    clientDatabases.set(client, db);
  }
  return db;
}

/** A pool on the PostgreSQL server at `databaseUrl` (the embedded one or any other: db/configured.ts). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
  // An idle connection that the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on demand.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 40, msg: 'idle database connection lost', err: serializeError(error) })}\n`,
    );
  });
  const db = drizzlePg({ client: pool, schema }) as Database;
  pools.set(db, pool);
  return { db, close: endingFully(pool) };
}

/**
 * Ends the pool and waits until every connection has closed. pg-pool's `end()` resolves once the
 * connections are off its list, before their sockets have closed, and each keeps the pool's error
 * listener until then: a database dropped `WITH (FORCE)` right after (the API tests' teardown) terminated
 * them mid-goodbye, and each logged 57P01 "idle database connection lost" (issue 23 point 10).
 */
function endingFully(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.Client>();
  let allClosed = () => {};
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed();
  });
  return async () => {
    const closed = new Promise<void>((resolve) => {
      allClosed = resolve;
    });
    await pool.end();
    if (open.size > 0) await closed;
  };
}
