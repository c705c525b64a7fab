import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateDrizzle } from 'drizzle-orm/node-postgres/migrator';
import { type Database, type DatabaseHandle, databaseOnClient, poolOf, type Schema } from './client.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Tables the tenant role never touches: sign-in bookkeeping, Paybook's support staff, the sandbox processor's vault. */
const systemOnlyTables = [
  'support_users',
  'support_sessions',
  'login_attempts',
  'login_locks',
  'login_unlock_tokens',
  'sandbox_processor_tokens',
  'sandbox_payments',
  'sandbox_events',
];

/** Any number; the advisory lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 7_301_915;

/**
 * Brings the database up to date. Several processes may start at once on one database (two nodes, a
 * rolling restart): they take turns under a session advisory lock, because concurrent GRANTs on one table
 * fail with "tuple concurrently updated" even when there is nothing left to migrate.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const pool = poolOf(handle.db);
  if (!pool) throw new Error('migrate needs a pooled database');
  const client = await pool.connect();
  try {
    // Issue 23 point 1: the pool's timeouts are for requests. A migration waits for another process's
    // migration and may rewrite a large table; its connection is closed afterwards, settings and all.
    await client.query(`SET lock_timeout = 0; SET statement_timeout = 0`);
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateOn(databaseOnClient(client));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release(true);
  }
}

async function migrateOn(db: Database): Promise<void> {
  // Roles are cluster-wide and several test databases may migrate at once, so creation tolerates a race.
  await db.execute(sql`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'paybook_app') THEN
        CREATE ROLE paybook_app NOLOGIN NOBYPASSRLS;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS btree_gist`);
  // Trigram indexes for the customer search (spec 2 §2.1, issue 5).
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await migrateDrizzle(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  await db.execute(sql`
    DO $$ BEGIN
      GRANT paybook_app TO CURRENT_USER;
    EXCEPTION WHEN OTHERS THEN NULL;
    END $$`);
  await db.execute(sql`GRANT USAGE ON SCHEMA public TO paybook_app`);
  await db.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO paybook_app`);
  await db.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO paybook_app`);
  await db.execute(sql.raw(`REVOKE ALL ON ${systemOnlyTables.join(', ')} FROM paybook_app`));
  // Booking addresses change only through claim_url_subdomain (migration 0026), which sees every merchant's.
  await db.execute(sql`REVOKE INSERT, UPDATE, DELETE ON url_subdomains FROM paybook_app`);
}
