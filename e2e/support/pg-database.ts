// Throw-away PostgreSQL databases for e2e/run.ts and bench/run.ts.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TempDatabase {
  name: string;
  /** Connection string of the new database. */
  url: string;
  /** Drops the database (closing any connection left open). */
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<random>` on the server that `serverUrl` points at (any database on it;
 * the user must be allowed to create databases) and answers its connection string.
 */
export async function createTempDatabase(serverUrl: string, prefix: string): Promise<TempDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Whether a PostgreSQL server answers at this address. */
export async function canConnect(serverUrl: string): Promise<boolean> {
  try {
    await adminQuery(serverUrl, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
