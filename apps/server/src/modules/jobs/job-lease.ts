import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

type LeasedJob = Pick<typeof jobs.$inferSelect, 'id' | 'queue' | 'key' | 'attempts'>;

/** Only the lease holder writes a job: a node whose lease passed and was taken over writes nothing. */
export const holdsLease = (job: LeasedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts));

/** How many times a lease is renewed within its length: a renewal may fail once and the job stays ours. */
const RENEWALS_PER_LEASE = 3;

/**
 * Issue 23 point 10: runs `work` (a job's handler) while renewing the job's lease every third of the lease
 * to now + lease, so a handler that runs longer than the lease is not taken over by another node as if this
 * one had died. A node that really died stops renewing, and its job is taken once the last lease passes.
 * A renewal that finds the lease gone (this node stalled past it and another took the job) says so and
 * stops; the handler's outcome is then not written either (holdsLease).
 */
export async function whileLeased(
  db: Database,
  job: LeasedJob,
  lease: { seconds: number; clock: () => Date },
  log: FastifyBaseLogger,
  work: () => Promise<void>,
): Promise<void> {
  let inFlight: Promise<void> = Promise.resolve();
  const renew = async () => {
    const lockedUntil = new Date(lease.clock().getTime() + lease.seconds * 1000);
    const renewed = await db
      .update(jobs)
      .set({ lockedUntil })
      .where(holdsLease(job))
      .returning({ id: jobs.id });
    if (renewed.length === 0) {
      log.warn({ job: { id: job.id, queue: job.queue, key: job.key } }, 'job lease lost to another node');
      clearInterval(timer);
    }
  };
  const timer = setInterval(
    () => {
      inFlight = inFlight.then(renew).catch((err: unknown) => log.warn({ err }, 'job lease renewal failed'));
    },
    (lease.seconds * 1000) / RENEWALS_PER_LEASE,
  );
  try {
    await work();
  } finally {
    clearInterval(timer);
    // The outcome is written after the last renewal, never before it.
    await inFlight;
  }
}
