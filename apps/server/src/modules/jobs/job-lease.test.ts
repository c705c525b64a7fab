import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createJobRegistry, type JobHandler } from './job-handler.ts';
import { enqueueJob, runDueJobs } from './job-queue.ts';

// Issue 23 point 10: a job that runs longer than its lease renews it, so another node does not take it.

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
const LEASE_SECONDS = 1;

const run = (queue: string, handle: JobHandler) =>
  runDueJobs(db, createJobRegistry([{ queue, handle }]), log, { leaseSeconds: LEASE_SECONDS, batchSize: 10 });

async function jobOf(queue: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.queue, queue));
  return row;
}

describe('issue 23 point 10: the lease heartbeat', () => {
  it('a handler running past its lease keeps the job: another node finds nothing due, the job runs once', async () => {
    const queue = `lease-${randomUUID()}`;
    await enqueueJob(db, queue, 'long', {});
    const started: number[] = [];
    let finish: () => void = () => {};
    const long: JobHandler = (_payload, context) =>
      new Promise((resolve) => {
        started.push(context.job.attempt);
        finish = () => resolve();
      });
    const first = run(queue, long);
    await vi.waitFor(() => expect(started).toEqual([1]));
    const claimedUntil = (await jobOf(queue))?.lockedUntil;
    // Wait until the database's clock is past the first lease: without renewals the job would be due.
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ passed: boolean }>(db, sql`select now() > ${claimedUntil} as passed`);
        expect(row?.passed).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await jobOf(queue))?.lockedUntil?.getTime()).toBeGreaterThan(claimedUntil?.getTime() ?? 0);
    // Another node looks for due jobs now.
    expect(await run(queue, long)).toEqual({ done: 0, retried: 0, dead: 0 });
    finish();
    expect(await first).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(started).toEqual([1]);
    expect(await jobOf(queue)).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
  });
});
