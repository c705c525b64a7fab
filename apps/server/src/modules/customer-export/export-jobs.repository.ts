import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimNext, dueRows, type RowKey } from '../../db/due-claims.ts';
import { customers, exportJobs } from '../../db/schema/index.ts';
import { LIST_COLUMNS, orderColumns } from '../customers/customer-list.repository.ts';

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type NewExportJob = Pick<
  typeof exportJobs.$inferInsert,
  | 'merchantId'
  | 'reportType'
  | 'search'
  | 'sortBy'
  | 'sortDirection'
  | 'projections'
  | 'customerIds'
  | 'requestedByUserId'
>;

const job = (merchantId: number, id: number) =>
  and(eq(exportJobs.merchantId, merchantId), eq(exportJobs.id, id));

export async function insertJob(tx: Database, values: NewExportJob): Promise<ExportJobRow> {
  const [row] = await tx.insert(exportJobs).values(values).returning();
  if (!row) throw new Error('The export job was not inserted');
  return row;
}

export async function findJob(tx: Database, merchantId: number, id: number) {
  const [row] = await tx.select().from(exportJobs).where(job(merchantId, id));
  return row;
}

const queuedJobs = { where: eq(exportJobs.status, 'queued'), orderBy: [exportJobs.createdAt, exportJobs.id] };

/**
 * Takes the oldest queued export of any merchant but those in `passed`; no other node gets it, and one
 * another node holds is passed over (found, then claimed by key: decision 107).
 */
export async function claimNextJob(
  tx: Database,
  now: Date,
  passed: RowKey[],
): Promise<ExportJobRow | undefined> {
  const queued = await claimNext(dueRows(tx, exportJobs, queuedJobs), passed);
  if (!queued) return undefined;
  const [row] = await tx
    .update(exportJobs)
    .set({ status: 'processing', startedAt: now })
    .where(job(queued.merchantId, queued.id))
    .returning();
  return row;
}

export async function setProgress(
  tx: Database,
  row: ExportJobRow,
  values: { processed: number; total: number },
) {
  await tx.update(exportJobs).set(values).where(job(row.merchantId, row.id));
}

export async function finishJob(
  tx: Database,
  row: ExportJobRow,
  outcome: { status: 'finished'; csv: string } | { status: 'error'; message: string },
  now: Date,
) {
  await tx
    .update(exportJobs)
    .set(
      outcome.status === 'finished'
        ? { status: 'finished', csv: outcome.csv, processed: row.total, finishedAt: now }
        : { status: 'error', errorMessage: outcome.message, finishedAt: now },
    )
    .where(job(row.merchantId, row.id));
}

/** The chosen customers (the merge flow's selection), in customer-number order. */
export function customersByIds(tx: Database, merchantId: number, ids: number[], withOrders: boolean) {
  return tx
    .select({ ...LIST_COLUMNS, ...orderColumns(withOrders) })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), inArray(customers.id, ids), isNull(customers.deletedAt)))
    .orderBy(asc(customers.customerNumber));
}
