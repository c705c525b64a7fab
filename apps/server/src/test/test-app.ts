import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { DatabaseTimeouts } from '../db/pool.ts';
import { seedDemoDataIfEmpty } from '../seed/demo.ts';
import { scanTestDatabase } from './card-scan/scan-database.ts';
import { ScannedLog } from './card-scan/scanned-log.ts';
import { registerCleanup } from './cleanups.ts';
import { checkDeclaredStatus, noteInjectedFault } from './declared-statuses.ts';
import { adminUrl, databaseUrlFor, randomDatabaseName } from './postgres.ts';

export type TestApp = { app: FastifyInstance; handle: DatabaseHandle; config: Config };

/** Any number, the same in every test process: the demo template is made under this advisory lock. */
const DEMO_TEMPLATE_LOCK = 25_0929;

/**
 * The run's migrated template with the demo data seeded (seedDemoDataIfEmpty), made once by the first
 * test file that asks and cloned by the others, so the run seeds the demo once rather than once per file
 * (issue 25, test time). It is built under another name and renamed when complete, so a process that died
 * mid-seed leaves no half-seeded template behind.
 */
async function demoTemplate(admin: pg.Client, server: string): Promise<string> {
  const name = inject('postgresDemoTemplate');
  await admin.query('select pg_advisory_lock($1)', [DEMO_TEMPLATE_LOCK]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = randomDatabaseName('paybook_demo');
      await admin.query(`create database ${building} template ${inject('postgresTemplate')}`);
      const handle = await openDatabase({
        databaseUrl: databaseUrlFor(server, building),
        poolSize: TEST_POOL_SIZE,
      });
      try {
        await seedDemoDataIfEmpty(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [DEMO_TEMPLATE_LOCK]);
  }
  return name;
}

/**
 * A new database cloned from the run's migrated template (test/global-setup.ts), or with `demo` from the
 * same template with the demo merchants seeded.
 */
export async function createTestDatabase(
  options: { demo?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject('postgresServer');
  const name = randomDatabaseName('paybook_test');
  const admin = new pg.Client({ connectionString: adminUrl(server) });
  await admin.connect();
  const template = options.demo ? await demoTemplate(admin, server) : inject('postgresTemplate');
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: databaseUrlFor(server, name),
    drop: async () => {
      try {
        // Issue 23 point 5: no card number or CVV is left in any table a test wrote.
        await scanTestDatabase(databaseUrlFor(server, name), `test database ${name}`);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  };
}

/** The tests' pool: larger than the default, unless a test sets DATABASE_POOL_SIZE (issue 23 point 1). */
export const TEST_POOL_SIZE = 20;

async function openTestDatabase(
  poolSize: number,
  timeouts: DatabaseTimeouts,
  demo: boolean,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const database = await createTestDatabase({ demo });
  const handle = await openDatabase({ databaseUrl: database.url, poolSize, timeouts });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * One migrated database and app per test file; tests inside a file stay apart by creating their own
 * merchants (tenancy keeps them apart, as in production). With `demo`, the database holds the demo
 * merchants already (the seed run once for the whole run, demoTemplate).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'processor'> & { demo?: boolean } = {},
): Promise<TestApp> {
  const { demo = false, ...buildOptions } = options;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env });
  const { handle, drop } = await openTestDatabase(
    env.DATABASE_POOL_SIZE === undefined ? TEST_POOL_SIZE : config.databasePoolSize,
    config.databaseTimeouts,
    demo,
  );
  const log = new ScannedLog();
  const app = await buildApp(handle, config, {
    ...buildOptions,
    onResponse: checkDeclaredStatus,
    onError: noteInjectedFault,
    stream: log,
  });
  registerCleanup(async () => {
    await app.close();
    await drop();
    await log.check('a test app');
  });
  return { app, handle, config };
}
