import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { checkDeclaredStatus } from './declared-statuses.ts';
import { adminUrl, databaseUrlFor, randomDatabaseName } from './postgres.ts';

export type TestApp = { app: FastifyInstance; handle: DatabaseHandle; config: Config };

// Registered when a test file imports this module (hooks added inside beforeAll would never run).
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = randomDatabaseName('paybook_test');
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), poolSize: 20 });
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('The API test project needs its global setup (vitest --project api).');
  const handle = await openDatabase({ loadDataDir: new Blob([await fs.readFile(file)]) });
  return { handle, drop: () => handle.close() };
}

/**
 * One migrated database and app per test file; tests inside a file stay apart by creating their own
 * merchants (tenancy keeps them apart, as in production).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp(handle, config, { onResponse: checkDeclaredStatus });
  cleanups.push(async () => {
    await app.close();
    await drop();
  });
  return { app, handle, config };
}
