import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { openDatabase } from './client.ts';

describe('issue 23 point 10: closing a pool', () => {
  it('waits for every connection to close, so a forced drop right after terminates none of them', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 10 });
    // Ten connections at once: pg_sleep holds each until all ten are open.
    await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.2)`)));
    const written = vi.spyOn(process.stderr, 'write');
    try {
      await handle.close();
      await database.drop();
      // A terminated connection reports on its socket's next read: give it that turn.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lost = written.mock.calls.filter(([text]) => String(text).includes('connection lost'));
      expect(lost).toEqual([]);
    } finally {
      written.mockRestore();
    }
  });
});
