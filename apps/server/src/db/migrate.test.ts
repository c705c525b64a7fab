import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './client.ts';
import { migrate } from './migrate.ts';

// Two nodes starting at once on one database both migrate it (the two-process test, a rolling restart).
let database: { url: string; drop: () => Promise<void> };
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 4; i += 1) handles.push(await openDatabase({ databaseUrl: database.url, poolSize: 3 }));
});

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

describe('migrate', () => {
  it('runs in several processes at once on one database without failing', async () => {
    for (let round = 0; round < 5; round += 1) {
      await expect(Promise.all(handles.map((handle) => migrate(handle)))).resolves.toHaveLength(4);
    }
    const [held] = await queryRows<{ count: number }>(
      handles[0]!.db,
      sql`SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory'`,
    );
    expect(held?.count).toBe(0);
  });
});
