import type { MergeCustomersBody, MergeStatus } from '@paybook/contracts';
import { canMergeCustomers } from '@paybook/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RowKey } from '../../db/due-claims.ts';
import { customers } from '../../db/schema/index.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { MergeRefused, mergeCustomers } from './merge-customers.ts';
import * as repo from './merge-jobs.repository.ts';

const present = (row: repo.MergeJobRow): MergeStatus => ({
  id: row.id,
  primary_customer_id: row.primaryCustomerId,
  raw_status: row.status,
  is_finished: row.status === 'finished' || row.status === 'error',
  error_message: row.errorMessage,
});

/** POST merge_customers: checks the customers and queues the merge (spec 2 §4 step 5). */
export function requestMerge(db: Database, user: UserContext, body: MergeCustomersBody) {
  if (!canMergeCustomers(user.subject)) throw forbidden('You may not merge customers.');
  const secondaries = [...new Set(body.secondary_customer_ids)];
  if (secondaries.includes(body.primary_customer_id))
    throw badRequest('secondary_customer_ids', 'The customer to keep cannot also be merged into itself.');
  return withTenant(db, user.merchantId, async (tx) => {
    const ids = [body.primary_customer_id, ...secondaries];
    const found = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.merchantId, user.merchantId),
          inArray(customers.id, ids),
          isNull(customers.deletedAt),
        ),
      );
    if (found.length !== ids.length) throw notFound('A customer');
    const job = await repo.insertJob(tx, {
      merchantId: user.merchantId,
      primaryCustomerId: body.primary_customer_id,
      secondaryCustomerIds: secondaries,
      requestedByUserId: user.userId,
    });
    return present(job);
  });
}

/** GET merge_customers_status: one job, or the merchant's latest (null when it never merged). */
export function mergeStatusOf(db: Database, user: UserContext, id?: number) {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const row =
      id === undefined
        ? await repo.latestJob(tx, user.merchantId)
        : await repo.findJob(tx, user.merchantId, id);
    if (id !== undefined && !row) throw notFound('The merge');
    return row ? present(row) : null;
  });
}

/**
 * Runs the queued merges, each in one transaction with its job row: the merge and 'finished' commit
 * together, or it rolls back and the job is marked 'error' with a message the list shows.
 */
export async function runQueuedMerges(db: Database, log?: FastifyBaseLogger, now = () => new Date()) {
  let done = 0;
  await db.transaction(async (tx) =>
    repo.requeueStale(tx as unknown as Database, new Date(now().getTime() - 10 * 60_000)),
  );
  // Jobs another node held when this run came to them: the next run finds them if still queued.
  const passed: RowKey[] = [];
  for (;;) {
    const outcome = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const job = await repo.claimNextJob(tx, now(), passed);
      if (!job) return 'idle' as const;
      try {
        await tx.transaction((savepoint) => mergeCustomers(savepoint as unknown as Database, job));
        await repo.finishJob(tx, job, { status: 'finished' }, now());
      } catch (err) {
        const message =
          err instanceof MergeRefused ? err.message : 'The merge failed. Nothing was changed; try again.';
        if (!(err instanceof MergeRefused)) log?.error({ err, jobId: job.id }, 'customer merge failed');
        await repo.finishJob(tx, job, { status: 'error', message }, now());
      }
      return 'done' as const;
    });
    if (outcome === 'idle') return done;
    done += 1;
  }
}

/** The merge worker of every node: picks up queued merges, also those a stopped node left. */
export function startMergeWorker(db: Database, log: FastifyBaseLogger, intervalSeconds = 5): () => void {
  return startIntervalLoop(log, 'customer merges', intervalSeconds, async () => {
    const merged = await runQueuedMerges(db, log);
    return merged > 0 ? { merged } : null;
  });
}
