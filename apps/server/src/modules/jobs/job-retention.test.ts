import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { purgeDoneJobs } from './job-retention.ts';

// Issue 23 point 10, decision 97: done jobs are kept 30 days, then deleted in batches.

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

const NOW = new Date('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

async function addJob(key: string, state: 'queued' | 'running' | 'done' | 'dead', finishedAt: Date | null) {
  await db
    .insert(jobs)
    .values({ queue: 'retention', key, state, finishedAt, runAt: daysAgo(60), createdAt: daysAgo(60) });
}

describe('issue 23 point 10: purgeDoneJobs', () => {
  it('deletes done jobs finished more than 30 days ago, batch by batch, and keeps every other job', async () => {
    const old = Array.from({ length: 5 }, () => `old-${randomUUID()}`);
    for (const key of old) await addJob(key, 'done', daysAgo(31));
    await addJob('recent', 'done', daysAgo(29));
    await addJob('dead', 'dead', daysAgo(90));
    await addJob('queued', 'queued', null);
    await addJob('running', 'running', null);

    // Batches of two: 2 + 2 + 1.
    expect(await purgeDoneJobs(db, NOW, 2)).toBe(5);
    const left = await db.select({ key: jobs.key }).from(jobs).where(eq(jobs.queue, 'retention'));
    expect(left.map((row) => row.key).sort()).toEqual(['dead', 'queued', 'recent', 'running']);
    expect(await purgeDoneJobs(db, NOW, 2)).toBe(0);
  });
});
