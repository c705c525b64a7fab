import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** Issue 23 point 10 (decision 97): how long a done job is kept, for support to see what ran. */
export const DONE_JOB_RETENTION_DAYS = 30;

/** Rows one delete statement removes at most: each batch is its own short transaction. */
const DELETE_BATCH_SIZE = 1000;

/**
 * Deletes done jobs finished more than DONE_JOB_RETENTION_DAYS ago, a batch at a time, and answers how
 * many went. Queued, running and dead jobs stay (a dead job waits for a person, docs/operations.md).
 * Safe on every node at once: a row another node is deleting is skipped (SKIP LOCKED; `jobs` is a
 * reference table, so Citus takes the lock: decision 107).
 */
export async function purgeDoneJobs(db: Database, now: Date, batchSize = DELETE_BATCH_SIZE): Promise<number> {
  const before = new Date(now.getTime() - DONE_JOB_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const gone = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
  }
}
