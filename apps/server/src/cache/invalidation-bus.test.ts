import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, databaseOnClient, openDatabase, poolOf } from '../db/client.ts';
import { createTestDatabase } from '../test/test-app.ts';
import {
  type InvalidationBus,
  type InvalidationTopic,
  LISTENER_APPLICATION_NAME,
  notifyInvalidation,
  startInvalidationBus,
} from './invalidation-bus.ts';

const silent = { info: () => undefined, warn: () => undefined };

async function until(condition: () => boolean, what: string, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let bus: InvalidationBus;
/** A second connection, as another node's writer would be. */
let other: pg.Client;
const heard: [InvalidationTopic, string][] = [];
let resets = 0;

beforeAll(async () => {
  const database = await createTestDatabase();
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
  drop = async () => {
    await handle.close();
    await database.drop();
  };
  bus = await startInvalidationBus(handle.db, silent, { backoffMs: { first: 20, max: 200 } });
  bus.subscribe('user', (key) => heard.push(['user', key]));
  bus.subscribe('merchant', (key) => heard.push(['merchant', key]));
  bus.onReset(() => {
    resets += 1;
  });
  other = new pg.Client({ ...poolOf(handle.db)!.options });
  await other.connect();
});

afterAll(async () => {
  await other.end();
  await bus.stop();
  await drop();
});

const anotherNodeNotifies = (topic: InvalidationTopic, key: string, end: 'commit' | 'rollback') =>
  other.query(
    `begin; select pg_notify('paybook_cache', '${JSON.stringify({ topic, key, nonce: `other:${key}` })}'); ${end}`,
  );

describe('the cache invalidation bus (issue 14 point 2)', () => {
  it('listens on its own connection once started', async () => {
    expect(bus.isListening).toBe(true);
    expect(bus.mayCache('user', 1)).toBe(true);
  });

  it('delivers another node’s invalidation at its COMMIT, and nothing from a rolled-back transaction', async () => {
    heard.length = 0;
    await anotherNodeNotifies('user', '41', 'rollback');
    await anotherNodeNotifies('merchant', '42', 'commit');
    await until(() => heard.length > 0, 'the notification');
    expect(heard).toEqual([['merchant', '42']]);
  });

  it('holds a key this node invalidates until its own notification returns after the COMMIT', async () => {
    heard.length = 0;
    const pool = poolOf(handle.db)!;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await notifyInvalidation(databaseOnClient(client), 'user', 7);
      // Inside the writer's transaction: no cache may serve or store the user's entries any longer.
      expect(bus.mayCache('user', 7)).toBe(false);
      expect(bus.mayCache('user', 8)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await until(() => heard.length > 0, 'the own notification');
    expect(heard).toEqual([['user', '7']]);
    expect(bus.mayCache('user', 7)).toBe(true);
  });

  it('empties every cache when the listening connection drops, bypasses them, and listens again', async () => {
    const before = resets;
    const { rows } = await other.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows).toHaveLength(1);
    await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await until(() => !bus.isListening, 'the drop');
    expect(resets).toBe(before + 1);
    expect(bus.mayCache('user', 1)).toBe(false);
    await until(() => bus.isListening, 'the reconnection');
    // Emptied again once listening: notifications sent while it was away were missed.
    expect(resets).toBe(before + 2);
    heard.length = 0;
    await anotherNodeNotifies('user', '99', 'commit');
    await until(() => heard.length > 0, 'a notification after reconnecting');
    expect(heard).toEqual([['user', '99']]);
  });

  it('never lets a cache serve once stopped', async () => {
    const second = await startInvalidationBus(handle.db, silent);
    expect(second.isListening).toBe(true);
    await second.stop();
    expect(second.mayCache('merchant', 1)).toBe(false);
  });
});
