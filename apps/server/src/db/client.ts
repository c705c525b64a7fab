import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { serializeError } from '../lib/log-serializers.ts';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, endPool, GuardedPool } from './pool.ts';
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
  /** Ends the pool; connections still in use after a grace period are ended under their holders. */
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string;
  poolSize?: number;
  /** Issue 23 point 1: every connection's lock, statement and idle-in-transaction timeouts, and the wait for one. */
  timeouts?: DatabaseTimeouts;
  /** Refuse a tenant transaction a second connection of its pool (db/pool.ts); on unless production. */
  refuseNested?: boolean;
};

const pools = new WeakMap<Database, GuardedPool>();
const clientDatabases = new WeakMap<pg.PoolClient, Database>();
const poolTimeouts = new WeakMap<pg.Pool, DatabaseTimeouts>();

/** The PostgreSQL pool behind a database, for work that manages its own connection (tenant transactions). */
export const poolOf = (db: Database): GuardedPool | undefined => pools.get(db);

/** The timeouts a pool's connections run under (db/tenant.ts sets them again per transaction). */
export const timeoutsOf = (pool: pg.Pool): DatabaseTimeouts =>
  poolTimeouts.get(pool) ?? DEFAULT_DATABASE_TIMEOUTS;

/** How long closing waits for connections in use before it ends them (twice: shutdown stays within 10 s). */
const CLOSE_GRACE_MS = 2_000;

/** A Drizzle database bound to one pooled connection, made once per connection. */
export function databaseOnClient(client: pg.PoolClient): Database {
  let db = clientDatabases.get(client);
  if (!db) {
    db = drizzlePg({ client, schema }) as Database;
    clientDatabases.set(client, db);
  }
  return db;
}

/**
 * A pool on the PostgreSQL server at `databaseUrl` (the embedded one or any other: db/configured.ts).
 * Every connection starts with the timeouts as its session's defaults, so every transaction and statement
 * runs under them, also outside tenant transactions (issue 23 point 1).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  return openPool(
    {
      connectionString: options.databaseUrl,
      lock_timeout: timeouts.lockMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      connectionTimeoutMillis: timeouts.connectMs,
      // Issue 28: JIT compiled the report grid's large reads for 0.5 to 4.5 s each (a summary over 200,000
      // orders spent 570 ms of 3 s compiling); the app's statements are short or index-driven (decision 197).
      options: '-c jit=off',
    },
    options.poolSize ?? 10,
    timeouts,
    options.refuseNested ?? true,
  );
}

/**
 * A small pool of its own on the same server, with the same settings: for work that must never wait
 * behind the requests' pool (the sandbox processor, which stands for an outside service; /api/health).
 */
export function openSidePool(db: Database, size: number): DatabaseHandle {
  const pool = poolOf(db);
  if (!pool) throw new Error('A side pool is opened beside a pool database that openDatabase made');
  // pg keeps a password given apart from the connection string as a hidden property: carry it over.
  const { max: _max, ...settings } = pool.options;
  return openPool({ ...settings, password: pool.options.password }, size, timeoutsOf(pool), false);
}

function openPool(
  settings: pg.PoolConfig,
  size: number,
  timeouts: DatabaseTimeouts,
  refuseNested: boolean,
): DatabaseHandle {
  const pool = new GuardedPool({ ...settings, max: size }, refuseNested);
  // An idle connection that the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on demand.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 40, msg: 'idle database connection lost', err: serializeError(error) })}\n`,
    );
  });
  const db = drizzlePg({ client: pool, schema }) as Database;
  pools.set(db, pool);
  poolTimeouts.set(pool, timeouts);
  const allClosed = whenAllClosed(pool);
  return {
    db,
    close: async () => {
      await endPool(pool, CLOSE_GRACE_MS);
      await allClosed(CLOSE_GRACE_MS);
    },
  };
}

/**
 * Waits (at most `graceMs`) until every connection of an ended pool has closed. pg-pool's `end()` resolves
 * once the connections are off its list, before their sockets have closed, and each keeps the pool's error
 * listener until then: a database dropped `WITH (FORCE)` right after (the API tests' teardown) terminated
 * them mid-goodbye, and each logged 57P01 "idle database connection lost" (issue 23 point 10).
 */
function whenAllClosed(pool: pg.Pool): (graceMs: number) => Promise<void> {
  const open = new Set<pg.Client>();
  let onAllClosed = () => {};
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) onAllClosed();
  });
  return async (graceMs) => {
    if (open.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      onAllClosed = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  };
}
