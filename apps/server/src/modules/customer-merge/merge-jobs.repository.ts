import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimNext, dueRows, type RowKey } from '../../db/due-claims.ts';
import { mergeJobs } from '../../db/schema/index.ts';

export type MergeJobRow = typeof mergeJobs.$inferSelect;

export async function insertJob(
  tx: Database,
  values: {
    merchantId: number;
    primaryCustomerId: number;
    secondaryCustomerIds: number[];
    requestedByUserId: number;
  },
): Promise<MergeJobRow> {
  const [row] = await tx.insert(mergeJobs).values(values).returning();
  if (!row) throw new Error('The merge job was not inserted');
  return row;
}

export async function findJob(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(mergeJobs)
    .where(and(eq(mergeJobs.merchantId, merchantId), eq(mergeJobs.id, id)));
  return row;
}

/** The merchant's latest merge, for the list's merge-in-progress state (spec 2 §4 step 6). */
export async function latestJob(tx: Database, merchantId: number) {
  const [row] = await tx
    .select()
    .from(mergeJobs)
    .where(eq(mergeJobs.merchantId, merchantId))
    .orderBy(desc(mergeJobs.createdAt), desc(mergeJobs.id))
    .limit(1);
  return row;
}

const queuedJobs = { where: eq(mergeJobs.status, 'queued'), orderBy: [mergeJobs.createdAt, mergeJobs.id] };

/**
 * Takes the oldest queued job of any merchant but those in `passed` and marks it processing; no other
 * node gets it, and one another node holds is passed over (found, then claimed by key: decision 107).
 */
export async function claimNextJob(
  tx: Database,
  now: Date,
  passed: RowKey[],
): Promise<MergeJobRow | undefined> {
  const queued = await claimNext(dueRows(tx, mergeJobs, queuedJobs), passed);
  if (!queued) return undefined;
  const [row] = await tx
    .update(mergeJobs)
    .set({ status: 'processing', startedAt: now })
    .where(and(eq(mergeJobs.merchantId, queued.merchantId), eq(mergeJobs.id, queued.id)))
    .returning();
  return row;
}

export async function finishJob(
  tx: Database,
  job: { merchantId: number; id: number },
  outcome: { status: 'finished' } | { status: 'error'; message: string },
  now: Date,
) {
  await tx
    .update(mergeJobs)
    .set({
      status: outcome.status,
      errorMessage: outcome.status === 'error' ? outcome.message : '',
      finishedAt: now,
    })
    .where(and(eq(mergeJobs.merchantId, job.merchantId), eq(mergeJobs.id, job.id)));
}

/** Jobs left processing by a node that stopped mid-merge go back to the queue (their transaction rolled back). */
export async function requeueStale(tx: Database, olderThan: Date) {
  await tx
    .update(mergeJobs)
    .set({ status: 'queued', startedAt: null })
    .where(and(eq(mergeJobs.status, 'processing'), sql`${mergeJobs.startedAt} < ${olderThan}`));
}
