import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { serializeError } from '../lib/log-serializers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share this type; a transaction is one too, so repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Only for PGlite: the raw instance (tests dump and clone it). */
  pglite?: PGlite;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests clone a migrated database this way). */
  loadDataDir?: Blob | File | undefined;
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

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
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
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  return {
    db: drizzlePglite({ client: pglite, schema }) as Database,
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
}
