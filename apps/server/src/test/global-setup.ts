import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startThrowAwayPostgres } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { adminUrl, databaseUrlFor, randomDatabaseName } from './postgres.ts';

/**
 * One PostgreSQL server and one migrated template database for the whole run; each test file's database is
 * created from the template (issue 14 point 1). The server is DATABASE_URL's when set, else a throw-away
 * embedded PostgreSQL 18 in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? null : await startThrowAwayPostgres('paybook-test');
  const serverUrl = process.env.DATABASE_URL ?? embedded!.serverUrl;
  const template = randomDatabaseName('paybook_tpl');
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template), poolSize: 1 });
  await migrate(handle);
  await handle.close();
  project.provide('postgresServer', serverUrl);
  project.provide('postgresTemplate', template);
  // Made by the first test file that asks for the demo data (test-app.ts), then cloned by the others.
  project.provide('postgresDemoTemplate', `${template}_demo`);
  return async () => {
    await admin.query(`drop database if exists ${template}_demo with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Any database on the test server: the maintenance one, for creating and dropping test databases. */
    postgresServer: string;
    postgresTemplate: string;
    /** The migrated template with the demo seeded (`createTestApp(env, { demo: true })`). */
    postgresDemoTemplate: string;
  }
}
