import type { CustomerExportBody, CustomerListColumn, ExportStatus } from '@paybook/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RowKey } from '../../db/due-claims.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import type { UserContext } from '../../plugins/auth.ts';
import {
  countCustomers,
  listCustomersPage,
  showsOrderColumns,
} from '../customers/customer-list.repository.ts';
import { csvHeader, csvRows } from './customer-csv.ts';
import * as repo from './export-jobs.repository.ts';

const EXPORT = 'The export';
/** Rows written between two progress updates. */
const BATCH = 1000;

const fileName = (row: repo.ExportJobRow) =>
  `customers-${row.createdAt.toISOString().slice(0, 10)}-${row.id}.csv`;

function present(row: repo.ExportJobRow): ExportStatus {
  const done = row.status === 'finished';
  const percent = done
    ? 100
    : row.total === 0
      ? 0
      : Math.min(99, Math.floor((row.processed / row.total) * 100));
  return {
    id: row.id,
    status: row.status,
    percent_complete: percent,
    total: row.total,
    file_name: fileName(row),
    error_message: row.errorMessage,
  };
}

/** POST customer/export (spec 2 §2.1 export, §4 step 4): queues it; the browser polls its progress. */
export function requestExport(db: Database, user: UserContext, body: CustomerExportBody) {
  return withTenant(db, user.merchantId, async (tx) =>
    present(
      await repo.insertJob(tx, {
        merchantId: user.merchantId,
        reportType: 'customers',
        search: body.search ?? '',
        sortBy: body.sort_by ?? 'name',
        sortDirection: body.sort_direction ?? 'asc',
        projections: [...new Set(body.projections ?? [])],
        customerIds: body.customer_ids ?? null,
        requestedByUserId: user.userId,
      }),
    ),
  );
}

export function exportStatusOf(db: Database, user: UserContext, id: number) {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const row = await repo.findJob(tx, user.merchantId, id);
    if (!row) throw notFound(EXPORT);
    return present(row);
  });
}

/** The finished file; 409 while it is still being written. */
export function exportFile(db: Database, user: UserContext, id: number) {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const row = await repo.findJob(tx, user.merchantId, id);
    if (!row) throw notFound(EXPORT);
    if (row.status !== 'finished' || row.csv === null)
      throw new AppError(409, 'EXPORT_NOT_READY', 'The export is not ready yet.');
    return { name: fileName(row), csv: row.csv };
  });
}

/** Writes one export: the rows page by page in its report's order, with progress after each batch. */
async function writeExport(db: Database, job: repo.ExportJobRow): Promise<string> {
  const columns = job.projections as CustomerListColumn[];
  const read = <T>(work: (tx: Database) => Promise<T>) => withTenantRead(db, job.merchantId, work);
  const withOrders = showsOrderColumns(columns);
  if (job.customerIds) {
    const ids = job.customerIds;
    const rows = await read((tx) => repo.customersByIds(tx, job.merchantId, ids, withOrders));
    return csvHeader(columns) + csvRows(columns, rows);
  }
  const total = await read((tx) => countCustomers(tx, job.merchantId, job.search));
  await db.transaction((tx) => repo.setProgress(tx as unknown as Database, job, { processed: 0, total }));
  const parts = [csvHeader(columns)];
  for (let offset = 0; offset < total; offset += BATCH) {
    const rows = await read((tx) =>
      listCustomersPage(tx, job.merchantId, {
        search: job.search,
        sortBy: job.sortBy as CustomerListColumn,
        direction: job.sortDirection === 'desc' ? 'desc' : 'asc',
        offset,
        limit: BATCH,
        withOrders,
      }),
    );
    parts.push(csvRows(columns, rows));
    await db.transaction((tx) =>
      repo.setProgress(tx as unknown as Database, job, {
        processed: Math.min(total, offset + rows.length),
        total,
      }),
    );
  }
  return parts.join('');
}

/** Runs the queued exports one after another; answers how many were written. */
export async function runQueuedExports(db: Database, log?: FastifyBaseLogger, now = () => new Date()) {
  let done = 0;
  // Exports another node held when this run came to them: the next run finds them if still queued.
  const passed: RowKey[] = [];
  for (;;) {
    const job = await db.transaction((tx) => repo.claimNextJob(tx as unknown as Database, now(), passed));
    if (!job) return done;
    try {
      const csv = await writeExport(db, job);
      const latest =
        (await db.transaction((tx) => repo.findJob(tx as unknown as Database, job.merchantId, job.id))) ??
        job;
      await db.transaction((tx) =>
        repo.finishJob(tx as unknown as Database, latest, { status: 'finished', csv }, now()),
      );
    } catch (err) {
      log?.error({ err, exportId: job.id }, 'customer export failed');
      await db.transaction((tx) =>
        repo.finishJob(
          tx as unknown as Database,
          job,
          { status: 'error', message: 'The export failed. Try again.' },
          now(),
        ),
      );
    }
    done += 1;
  }
}

/** The export worker of every node: picks up queued exports, also those a stopped node left. */
export function startExportWorker(db: Database, log: FastifyBaseLogger, intervalSeconds = 5): () => void {
  return startIntervalLoop(log, 'customer exports', intervalSeconds, async () => {
    const written = await runQueuedExports(db, log);
    return written > 0 ? { written } : null;
  });
}
