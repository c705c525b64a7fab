import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createMerchant } from '../../test/factories.ts';
import { crossShardRowLocks, rowLocks, statementsDuring } from '../../test/row-locks.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createJobRegistry, type JobContext, type JobHandler } from './job-handler.ts';
import { enqueueJob, runDueJobs } from './job-queue.ts';

// Issue 15 point 1, decision 70: the durable job queue: exactly one job per (queue, key), retries with
// back-off, dead-letter after max attempts, and a job whose node died taken again once its lease expires.

let db: Database;
/** Each test has its own queue, so the jobs of one never run in another. */
const newQueue = () => `test-${randomUUID()}`;

beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

function spyLog() {
  const error = vi.fn();
  const warn = vi.fn();
  const info = vi.fn();
  return { log: { error, warn, info } as unknown as FastifyBaseLogger, error, warn };
}

const T0 = new Date('2026-03-10T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function jobOf(queue: string, key: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.queue, queue))
    .then((rows) => rows.filter((r) => r.key === key));
  return row;
}

function run(queue: string, handle: JobHandler, now: Date, log = spyLog().log) {
  return runDueJobs(db, createJobRegistry([{ queue, handle }]), log, {
    leaseSeconds: 60,
    batchSize: 50,
    now: () => now,
  });
}

describe('issue 15 point 1: enqueueJob puts a job on a queue once per key', () => {
  it('the same queue and key twice make one job; the second call answers false', async () => {
    const queue = newQueue();
    expect(await enqueueJob(db, queue, 'k', { n: 1 })).toBe(true);
    expect(await enqueueJob(db, queue, 'k', { n: 2 })).toBe(false);
    const rows = await db.select().from(jobs).where(eq(jobs.queue, queue));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'k', payload: { n: 1 }, state: 'queued', attempts: 0 });
  });

  it('20 concurrent enqueues of one key make one job', async () => {
    const queue = newQueue();
    const answers = await Promise.all(Array.from({ length: 20 }, () => enqueueJob(db, queue, 'slot', {})));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(jobs).where(eq(jobs.queue, queue))).toHaveLength(1);
  });

  it('is part of the business write’s tenant transaction: a rollback leaves no job', async () => {
    const merchant = await createMerchant(db);
    const queue = newQueue();
    await expect(
      withTenant(db, merchant.id, async (tx) => {
        await enqueueJob(tx, queue, 'a', { merchantId: merchant.id });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await jobOf(queue, 'a')).toBeUndefined();
    await withTenant(db, merchant.id, (tx) => enqueueJob(tx, queue, 'a', { merchantId: merchant.id }));
    expect(await jobOf(queue, 'a')).toMatchObject({ state: 'queued' });
  });
});

describe('issue 15 point 1: the worker', () => {
  it('runs a due job once with its payload and marks it done; a later run finds nothing', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', { slot: 'x' }, T0);
    await enqueueJob(db, queue, 'later', {}, at(60));
    const seen: [unknown, JobContext['job']][] = [];
    const handle: JobHandler = async (payload, context) => {
      seen.push([payload, context.job]);
    };
    expect(await run(queue, handle, T0)).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(seen).toEqual([[{ slot: 'x' }, expect.objectContaining({ queue, key: 'k', attempt: 1 })]]);
    expect(await jobOf(queue, 'k')).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
    expect(await run(queue, handle, T0)).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(await run(queue, handle, at(60))).toEqual({ done: 1, retried: 0, dead: 0 });
  });

  it('retries a failing job after 5 s × 2^(attempts − 1), then marks it dead after max attempts', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', {}, T0, { maxAttempts: 4 });
    const failing: JobHandler = async () => {
      throw new Error('processor down');
    };
    const { log, error } = spyLog();
    expect(await run(queue, failing, T0, log)).toEqual({ done: 0, retried: 1, dead: 0 });
    expect(await jobOf(queue, 'k')).toMatchObject({
      state: 'queued',
      attempts: 1,
      runAt: at(5),
      lastError: 'Error: processor down',
    });
    // Not before its back-off.
    expect(await run(queue, failing, at(4), log)).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(await run(queue, failing, at(5), log)).toMatchObject({ retried: 1 });
    expect(await jobOf(queue, 'k')).toMatchObject({ attempts: 2, runAt: at(15) });
    expect(await run(queue, failing, at(15), log)).toMatchObject({ retried: 1 });
    expect(await jobOf(queue, 'k')).toMatchObject({ attempts: 3, runAt: at(35) });
    expect(error).not.toHaveBeenCalled();
    expect(await run(queue, failing, at(35), log)).toEqual({ done: 0, retried: 0, dead: 1 });
    expect(await jobOf(queue, 'k')).toMatchObject({
      state: 'dead',
      attempts: 4,
      lastError: 'Error: processor down',
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ job: { queue, key: 'k', attempts: 4 } });
    // Dead jobs are never taken again, however late.
    expect(await run(queue, failing, at(86_400), log)).toEqual({ done: 0, retried: 0, dead: 0 });
  });

  it('a dead job retried by hand (docs/operations.md) runs again', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', {}, T0, { maxAttempts: 1 });
    await run(
      queue,
      async () => {
        throw new Error('once');
      },
      T0,
    );
    expect(await jobOf(queue, 'k')).toMatchObject({ state: 'dead' });
    await db
      .update(jobs)
      .set({ state: 'queued', attempts: 0, runAt: at(10) })
      .where(eq(jobs.queue, queue));
    expect(await run(queue, async () => {}, at(10))).toMatchObject({ done: 1 });
  });

  it('takes a job again once the lease of its dead node expired, and not before', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', {}, T0);
    // A node claimed it at T0 with a 60 s lease and died mid-run.
    await db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedUntil: at(60) })
      .where(eq(jobs.queue, queue));
    const ran: number[] = [];
    const handle: JobHandler = async (_payload, context) => {
      ran.push(context.job.attempt);
    };
    expect(await run(queue, handle, at(59))).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(await run(queue, handle, at(60))).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(ran).toEqual([2]);
    expect(await jobOf(queue, 'k')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a job whose node died on its last attempt is dead, not run again', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', {}, T0, { maxAttempts: 2 });
    await db
      .update(jobs)
      .set({ state: 'running', attempts: 2, lockedUntil: at(60) })
      .where(eq(jobs.queue, queue));
    const { log, error } = spyLog();
    const handle = vi.fn(async () => {});
    expect(await run(queue, handle, at(61), log)).toEqual({ done: 0, retried: 0, dead: 1 });
    expect(handle).not.toHaveBeenCalled();
    expect(await jobOf(queue, 'k')).toMatchObject({ state: 'dead' });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a node whose lease was taken over cannot overwrite the new holder’s outcome', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', {}, T0);
    let release: () => void = () => {};
    const slow: JobHandler = () =>
      new Promise((_resolve, reject) => {
        release = () => reject(new Error('late failure'));
      });
    const slowRun = run(queue, slow, T0);
    await vi.waitFor(async () => expect((await jobOf(queue, 'k'))?.state).toBe('running'));
    // The lease (60 s) passes; another node takes the job and finishes it.
    expect(await run(queue, async () => {}, at(61))).toMatchObject({ done: 1 });
    release();
    await slowRun;
    expect(await jobOf(queue, 'k')).toMatchObject({ state: 'done', attempts: 2, lastError: '' });
  });

  it('three workers at once run each of 12 jobs exactly once', async () => {
    const queue = newQueue();
    for (let i = 0; i < 12; i += 1) await enqueueJob(db, queue, `k${i}`, { i }, T0);
    const runs: unknown[] = [];
    const handle: JobHandler = async (payload) => {
      runs.push(payload);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    let results: Awaited<ReturnType<typeof run>>[] = [];
    const statements = await statementsDuring(async () => {
      results = await Promise.all([run(queue, handle, T0), run(queue, handle, T0), run(queue, handle, T0)]);
    });
    // Decision 107: jobs is a reference table, so its claim may lock across merchants (SKIP LOCKED).
    expect(rowLocks(statements).length).toBeGreaterThanOrEqual(12);
    expect(crossShardRowLocks(statements)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(12);
    expect(runs).toHaveLength(12);
    expect(new Set(runs.map((p) => JSON.stringify(p))).size).toBe(12);
  });

  it('leaves the jobs of a queue it has no handler for', async () => {
    const queue = newQueue();
    await enqueueJob(db, queue, 'k', {}, T0);
    expect(await run(newQueue(), async () => {}, T0)).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(await jobOf(queue, 'k')).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('refuses a queue registered twice', () => {
    const handle: JobHandler = async () => {};
    expect(() =>
      createJobRegistry([
        { queue: 'a', handle },
        { queue: 'a', handle },
      ]),
    ).toThrow(/twice/);
  });
});
