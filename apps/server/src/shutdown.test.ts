import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, tail } from '../../../e2e/support/server-process.ts';
import { settlesWithin } from './test/bounded.ts';
import { createTestDatabase } from './test/test-app.ts';

// Issue 23 point 1: SIGTERM did not end a server whose requests were stuck; only SIGKILL did. The server
// runs as a child process on a test database; requests are stuck on a lock this test holds (with lock and
// statement timeouts far longer than the test), and the process must still end within 10 s.

const SHUTDOWN_LIMIT_MS = 10_000;
const STUCK_REQUESTS = 3;

let database: { url: string; drop: () => Promise<void> };
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({
    name: 'shutdown',
    port: await freePort(),
    logFile: path.join(os.tmpdir(), `paybook-shutdown-${process.pid}.log`),
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_LOCK_TIMEOUT_MS: '600000',
      DATABASE_STATEMENT_TIMEOUT_MS: '600000',
    },
    healthTimeoutMs: 90_000,
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** Backends of the test database waiting for a lock. */
async function lockWaits(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_locks
      where not granted and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]?.waiting ?? 0;
}

describe('shutdown (issue 23 point 1)', () => {
  it('ends within 10 s of SIGTERM while requests wait on a lock', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      // The public booking page finds its address first (url_subdomains, decision 101), then the merchant:
      // every request for it waits on this lock.
      await holder.query('lock table url_subdomains, merchants in access exclusive mode');
      const stuck = Array.from({ length: STUCK_REQUESTS }, () =>
        fetch(`${server.url}/api/public/booking_page/nowhere`).catch(() => null),
      );
      await settlesWithin(
        (async () => {
          while ((await lockWaits(holder)) < STUCK_REQUESTS) await new Promise((r) => setTimeout(r, 50));
        })(),
        20_000,
        'the requests reaching the lock',
      );
      server.child.kill('SIGTERM');
      const exit = await settlesWithin(server.exited, SHUTDOWN_LIMIT_MS, 'the server after SIGTERM').catch(
        async (error: unknown) => {
          throw new Error(`${error}\n${await tail(server.logFile, 20)}`);
        },
      );
      expect(exit).toBe(0);
      // The stuck requests were answered or cut off; none is left hanging.
      await settlesWithin(Promise.all(stuck), 1_000, 'the stuck requests');
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
