import { jobAfterFailure } from '@paybook/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobRegistry } from './job-handler.ts';
import { holdsLease, whileLeased } from './job-lease.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Issue 15 point 1 (decision 70): puts a job on `queue` once per `key`. Call it inside the transaction of
 * the business write it belongs to (a tenant transaction is fine: the jobs table has no tenant policy), so
 * the job exists exactly when the write committed. A second call with the same queue and key, from any
 * node, does nothing and answers false. `runAt` delays the first run (default: now).
 */
export async function enqueueJob(
  tx: Database,
  queue: string,
  key: string,
  payload: unknown,
  runAt?: Date,
  options: { maxAttempts?: number } = {},
): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({
      queue,
      key,
      payload: payload ?? {},
      ...(runAt ? { runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

export type WorkerOptions = {
  /**
   * How long a claimed job is this node's; renewed while its handler runs (job-lease.ts), so past it
   * another node takes the job again only when this one died or stalled.
   */
  leaseSeconds: number;
  /** At most this many jobs a run. */
  batchSize: number;
  now?: () => Date;
};

export type WorkerRun = { done: number; retried: number; dead: number };

const due = (now: Date) =>
  or(
    and(eq(jobs.state, 'queued'), sql`${jobs.runAt} <= ${now}`),
    // A running job whose lease has passed: its node stopped (or hangs) mid-run.
    and(eq(jobs.state, 'running'), sql`${jobs.lockedUntil} <= ${now}`),
  );

const jobSummary = (job: JobRow) => ({
  id: job.id,
  queue: job.queue,
  key: job.key,
  attempts: job.attempts,
});

/**
 * Takes the next due job of a registered queue with FOR UPDATE SKIP LOCKED (no two nodes take one job),
 * counts the attempt and leases the job until now + lease, in one short transaction: the handler then runs
 * outside it. `jobs` is a reference table (db/distribution.ts), one shard under Citus, so this scan may
 * lock across merchants (decision 107). A job whose lease expired on its last allowed attempt is dead rather than run again.
 */
async function claimNext(
  db: Database,
  queues: string[],
  now: Date,
  leaseSeconds: number,
  log: FastifyBaseLogger,
): Promise<JobRow | 'dead' | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [next] = await tx
      .select()
      .from(jobs)
      .where(and(inArray(jobs.queue, queues), due(now)))
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    if (next.attempts >= next.maxAttempts) {
      const lastError = `The node running attempt ${next.attempts} stopped before it finished (lease expired)`;
      await tx
        .update(jobs)
        .set({ state: 'dead', lockedUntil: null, lastError, finishedAt: now })
        .where(eq(jobs.id, next.id));
      log.error({ job: jobSummary(next), lastError }, 'job dead after its last attempt');
      return 'dead' as const;
    }
    const [claimed] = await tx
      .update(jobs)
      .set({
        state: 'running',
        attempts: next.attempts + 1,
        lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
      })
      .where(eq(jobs.id, next.id))
      .returning();
    return claimed;
  });
}

/**
 * Issue 15 point 1: runs due jobs one by one until none is due or `batchSize` ran. Success marks a job
 * done. A failure records the error and queues the job again after the back-off (packages/domain
 * jobAfterFailure: 5 s × 2^(attempts − 1), at most an hour); the failure of the last allowed attempt
 * makes it dead (the dead-letter state), logged at error level. Safe on any number of nodes.
 */
export async function runDueJobs(
  db: Database,
  registry: JobRegistry,
  log: FastifyBaseLogger,
  options: WorkerOptions,
): Promise<WorkerRun> {
  const clock = options.now ?? (() => new Date());
  const queues = [...registry.keys()];
  const run: WorkerRun = { done: 0, retried: 0, dead: 0 };
  if (queues.length === 0) return run;
  for (let count = 0; count < options.batchSize; count += 1) {
    const now = clock();
    const job = await claimNext(db, queues, now, options.leaseSeconds, log);
    if (job === undefined) break;
    if (job === 'dead') {
      run.dead += 1;
      continue;
    }
    const handle = registry.get(job.queue);
    if (!handle) continue;
    try {
      await whileLeased(db, job, { seconds: options.leaseSeconds, clock }, log, () =>
        handle(job.payload, {
          db,
          log,
          now,
          job: { id: job.id, queue: job.queue, key: job.key, attempt: job.attempts },
        }),
      );
      await db
        .update(jobs)
        .set({ state: 'done', lockedUntil: null, lastError: '', finishedAt: clock() })
        .where(holdsLease(job));
      run.done += 1;
    } catch (err) {
      const failedAt = clock();
      const lastError = errorText(err);
      const outcome = jobAfterFailure(job.attempts, job.maxAttempts, failedAt);
      if (outcome.state === 'dead') {
        await db
          .update(jobs)
          .set({ state: 'dead', lockedUntil: null, lastError, finishedAt: failedAt })
          .where(holdsLease(job));
        log.error({ job: jobSummary(job), err }, 'job dead after its last attempt');
        run.dead += 1;
      } else {
        await db
          .update(jobs)
          .set({ state: 'queued', lockedUntil: null, lastError, runAt: new Date(outcome.run_at) })
          .where(holdsLease(job));
        log.warn({ job: jobSummary(job), err, retryAt: outcome.run_at }, 'job failed; will retry');
        run.retried += 1;
      }
    }
  }
  return run;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 2000);
}
