import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { DatabaseTimeouts } from '../db/pool.ts';
import { checkDeclaredStatus } from './declared-statuses.ts';
import { adminUrl, databaseUrlFor, randomDatabaseName } from './postgres.ts';

export type TestApp = { app: FastifyInstance; handle: DatabaseHandle; config: Config };

// Registered when a test file imports this module (hooks added inside beforeAll would never run).
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
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
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const { handle, drop } = await openTestDatabase(
    env.DATABASE_POOL_SIZE === undefined ? TEST_POOL_SIZE : config.databasePoolSize,
    config.databaseTimeouts,
  );
  const app = await buildApp(handle, config, { onResponse: checkDeclaredStatus });
  cleanups.push(async () => {
    await app.close();
    await drop();
  });
  return { app, handle, config };
}
