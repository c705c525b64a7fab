import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantWithStaff } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase, openSidePool, poolOf, queryRows } from './client.ts';
import { ConnectionUnavailable, NestedConnectionRefused } from './pool.ts';
import { withTenant, withTenantRead } from './tenant.ts';
import { retryLaterOf } from './transient-errors.ts';

// Issue 23 point 1, ARCHITECTURE.md "Connections and locks": the pool's own rules, on a small pool with
// short bounds.

const TIMEOUTS = { lockMs: 300, statementMs: 2_000, idleInTransactionMs: 3_000, connectMs: 300 };
let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2, timeouts: TIMEOUTS });
  merchantId = (await createMerchantWithStaff(handle.db)).merchant.id;
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

type Settings = { lock: string; statement: string; idle: string };
const settingsOf = (rows: Settings[]) => rows[0];
const timeoutSettings = sql`select current_setting('lock_timeout') as lock,
  current_setting('statement_timeout') as statement,
  current_setting('idle_in_transaction_session_timeout') as idle`;

describe('the pool (db/pool.ts)', () => {
  it('refuses a transaction a second connection of its own pool at once, not after a wait', async () => {
    const nested = withTenant(handle.db, merchantId, () =>
      withTenantRead(handle.db, merchantId, async () => 1),
    );
    await expect(nested).rejects.toBeInstanceOf(NestedConnectionRefused);
    // pg's pool.query() takes its connection with a callback; Drizzle wraps the refusal.
    const viaQuery = await withTenant(handle.db, merchantId, () => handle.db.execute(sql`select 1`)).catch(
      (failure: unknown) => failure,
    );
    expect((viaQuery as Error).cause).toBeInstanceOf(NestedConnectionRefused);
    // Another pool (the sandbox processor's, /api/health's) stays open to it; after the COMMIT, so does this one.
    const side = openSidePool(handle.db, 1);
    try {
      expect(await withTenant(handle.db, merchantId, () => queryRows(side.db, sql`select 1 as one`))).toEqual(
        [{ one: 1 }],
      );
    } finally {
      await side.close();
    }
    expect(await withTenantRead(handle.db, merchantId, async () => 'read')).toBe('read');
  });

  it('in production (no check) such a wait still ends: ConnectionUnavailable after the connect timeout', async () => {
    const production = await openDatabase({
      databaseUrl: database.url,
      poolSize: 1,
      timeouts: TIMEOUTS,
      refuseNested: false,
    });
    try {
      const nested = withTenant(production.db, merchantId, () =>
        withTenantRead(production.db, merchantId, async () => 1),
      );
      await expect(nested).rejects.toBeInstanceOf(ConnectionUnavailable);
    } finally {
      await production.close();
    }
  });

  it('answers ConnectionUnavailable (503 with Retry-After) when no connection is free in time', async () => {
    const pool = poolOf(handle.db);
    if (!pool) throw new Error('no pool');
    const held = [await pool.connect(), await pool.connect()];
    try {
      const waited = withTenantRead(handle.db, merchantId, async () => 1);
      await expect(waited).rejects.toBeInstanceOf(ConnectionUnavailable);
      const error = await handle.db.execute(sql`select 1`).catch((failure: unknown) => failure);
      expect(retryLaterOf(error)).toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
    } finally {
      for (const client of held) client.release();
    }
  });

  it('runs every connection and every tenant transaction under the three timeouts', async () => {
    const expected = { lock: '300ms', statement: '2s', idle: '3s' };
    expect(settingsOf(await queryRows<Settings>(handle.db, timeoutSettings))).toEqual(expected);
    const inTenant = await withTenant(handle.db, merchantId, (tx) =>
      queryRows<Settings>(tx, timeoutSettings),
    );
    expect(settingsOf(inTenant)).toEqual(expected);
  });

  it('a lock not had within lock_timeout fails with 55P03, answered 503 with Retry-After', async () => {
    const pool = poolOf(handle.db);
    if (!pool) throw new Error('no pool');
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table merchants in access exclusive mode');
      const error = await withTenantRead(handle.db, merchantId, (tx) =>
        queryRows(tx, sql`select id from merchants limit 1`),
      ).catch((failure: unknown) => failure);
      expect(retryLaterOf(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_BUSY' });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
  });
});
