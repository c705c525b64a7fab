import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { DatabaseTimeouts } from '../db/pool.ts';
import { scanTestDatabase } from './card-scan/scan-database.ts';
import { ScannedLog } from './card-scan/scanned-log.ts';
import { registerCleanup } from './cleanups.ts';
import { checkDeclaredStatus, noteInjectedFault } from './declared-statuses.ts';
import { adminUrl, databaseUrlFor, randomDatabaseName } from './postgres.ts';

export type TestApp = { app: FastifyInstance; handle: DatabaseHandle; config: Config };

/** A new database cloned from the run's migrated template (test/global-setup.ts). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject('postgresServer');
  const name = randomDatabaseName('paybook_test');
  const admin = new pg.Client({ connectionString: adminUrl(server) });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
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
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const database = await createTestDatabase();
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
 * merchants (tenancy keeps them apart, as in production).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'processor'> = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env });
  const { handle, drop } = await openTestDatabase(
    env.DATABASE_POOL_SIZE === undefined ? TEST_POOL_SIZE : config.databasePoolSize,
    config.databaseTimeouts,
  );
  const log = new ScannedLog();
  const app = await buildApp(handle, config, {
    ...options,
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
