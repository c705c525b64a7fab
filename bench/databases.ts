// The database a bench run measures on: the one choice bench/run.ts makes per run (issue 14 point 5).
import pg from 'pg';
import { canConnect, createTempDatabase } from '../e2e/support/pg-database.ts';

export type DatabaseKind = 'postgres' | 'embedded';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** Which server and version, e.g. "PostgreSQL 15.14": a column of the targets table. */
  name: string;
  /** Where it runs (database, port), for the start line and the results file. */
  where: string;
  url: string;
  /** Drops or stops what this run made (a DATABASE_URL database is left as it is). */
  close(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL run has a server: DATABASE_URL, or the machine's on 127.0.0.1:5432. */
export async function hasPostgres(): Promise<boolean> {
  return Boolean(process.env.DATABASE_URL) || (await canConnect(LOCAL_POSTGRES));
}

/**
 * 'postgres': DATABASE_URL as it is, or else a throw-away database on 127.0.0.1:5432 (dropped at the end).
 * 'embedded': the embedded PostgreSQL 18 that `npm start` uses (apps/server/src/db/embedded.ts), with its
 * cluster in a temporary folder, durable as `npm start` runs it, stopped and removed at the end.
 */
export async function openDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'embedded') return openEmbedded();
  const given = process.env.DATABASE_URL;
  if (given) {
    return { kind, name: await versionOf(given), where: 'DATABASE_URL', url: given, close: async () => {} };
  }
  if (!(await canConnect(LOCAL_POSTGRES))) {
    throw new Error('no PostgreSQL answers on 127.0.0.1:5432: set DATABASE_URL, or run with --embedded');
  }
  const database = await createTempDatabase(LOCAL_POSTGRES, 'paybook_bench');
  return {
    kind,
    name: await versionOf(database.url),
    where: `database ${database.name} on 127.0.0.1:5432`,
    url: database.url,
    close: () => database.drop(),
  };
}

async function openEmbedded(): Promise<BenchDatabase> {
  // Loaded here, so a PostgreSQL-only run does not load the embedded server's package.
  const { startThrowAwayPostgres } = await import('../apps/server/src/db/embedded.ts');
  // durable: fsync and synchronous commits on, as `npm start` runs it.
  const server = await startThrowAwayPostgres('paybook-bench', { durable: true });
  try {
    const database = await createTempDatabase(server.serverUrl, 'paybook_bench');
    const port = new URL(server.serverUrl).port;
    return {
      kind: 'embedded',
      name: `embedded ${await versionOf(database.url)}`,
      where: `port ${port}, a cluster in a temporary folder`,
      url: database.url,
      close: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** "PostgreSQL 15.14", from the server itself. */
async function versionOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version.split(' ')[0] ?? '?'}`;
  } finally {
    await client.end();
  }
}
