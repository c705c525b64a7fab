import { PassThrough, type Readable } from 'node:stream';
import type { gridExportBody } from '@paybook/contracts';
import type { GridEntity, GridFilter, GridSort } from '@paybook/domain';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, queryRows } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { RetryLater } from '../../lib/app-error.ts';
import { ConcurrencyLimit, WaitTimedOut } from '../../lib/concurrency-limit.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { countAllRows, exportStatement, type GridScope, type RawRow } from './grid.repository.ts';
import { checkedQuery, scopeOf } from './grid.service.ts';
import { columnsOf, csvCell } from './grid-values.ts';

// Issue 28 point 5 (decision 195): the whole filtered result of a grid as CSV, streamed as it is read.
// One read-only transaction holds a cursor; each FETCH of a batch is written out before the next, so the
// server's memory stays flat whatever the size. The header row is the shown columns' labels.

/** Rows per FETCH: big enough to amortise the round trip, small enough to keep memory flat. */
const BATCH = 2_000;
/** Exports that may stream at once on a node (each holds one pooled connection while it runs). */
export const exportsAtOnce = new ConcurrencyLimit(2);
/** How long a request waits for an export's place before it is told to retry. */
const EXPORT_WAIT_MS = 3_000;

export interface GridCsvRequest {
  projections: readonly string[];
  filters: readonly GridFilter[];
  sort?: GridSort | undefined;
}

export interface GridCsvOptions {
  /** Ends the export early (the client left). */
  stopped?: () => boolean;
  /** At most this many rows (an e-mailed report); the answer says whether more matched. */
  maxRows?: number;
}

/**
 * Writes the CSV of a grid through `write`, batch by batch, and answers how many rows it wrote and whether
 * `maxRows` cut it short. `write` may return a promise (the stream's backpressure).
 */
export async function writeGridCsv(
  db: Database,
  merchant: { id: number; timeZone: string },
  entity: GridEntity,
  request: GridCsvRequest,
  write: (chunk: string) => void | Promise<void>,
  options: GridCsvOptions = {},
): Promise<{ rows: number; truncated: boolean }> {
  const query = checkedQuery(entity, request.projections, { filters: request.filters, sort: request.sort });
  const columns = columnsOf(entity, request.projections);
  const scope: GridScope = {
    entity,
    merchantId: merchant.id,
    filters: query.filters,
    timeZone: merchant.timeZone,
  };
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  return withTenantRead(db, merchant.id, async (tx) => {
    await tx.execute(
      sql`declare grid_export no scroll cursor for ${exportStatement(scope, request.projections, query.sort)}`,
    );
    await write(stringify([columns.map((column) => column.label)], { record_delimiter: 'windows' }));
    let rows = 0;
    let truncated = false;
    while (!options.stopped?.()) {
      // One row past the cap tells whether the report has more.
      const size = Math.min(BATCH, maxRows + 1 - rows);
      const fetched = await queryRows<RawRow>(tx, sql.raw(`fetch ${size} from grid_export`));
      const batch = fetched.slice(0, Math.max(0, maxRows - rows));
      truncated = batch.length < fetched.length;
      if (batch.length > 0) {
        rows += batch.length;
        await write(
          stringify(
            batch.map((row) => columns.map((column) => csvCell(column, row[column.key]))),
            { record_delimiter: 'windows' },
          ),
        );
      }
      if (truncated || fetched.length < size) break;
    }
    return { rows, truncated };
  });
}

/** Writes to the stream, waiting while its buffer is full (or until the client has gone). */
function writer(out: PassThrough) {
  return (chunk: string) =>
    out.write(chunk)
      ? undefined
      : new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            resolve();
          };
          out.once('drain', done);
          out.once('close', done);
        });
}

/**
 * PUT grid/{entity}/export: the stream of the CSV, begun once an export place is free (503 after 3 s), with
 * the row count to come in X-Total-Count (for the browser's progress).
 */
export async function exportGrid(
  db: Database,
  user: UserContext,
  entity: GridEntity,
  body: z.output<typeof gridExportBody>,
  setHeader: (name: string, value: string) => void,
): Promise<Readable> {
  const query = checkedQuery(entity, body.projections, body.query);
  const scope = scopeOf(user, entity, query.filters);
  const total = await withTenantRead(db, user.merchantId, (tx) => countAllRows(tx, scope));
  setHeader('x-total-count', String(total));
  const out = new PassThrough();
  await new Promise<void>((started, refused) => {
    exportsAtOnce
      .run(
        async () => {
          started();
          await writeGridCsv(
            db,
            { id: user.merchantId, timeZone: user.merchant.timeZone },
            entity,
            { projections: body.projections, filters: query.filters, sort: query.sort },
            writer(out),
            { stopped: () => out.destroyed },
          );
          out.end();
        },
        { maxWaitMs: EXPORT_WAIT_MS },
      )
      .catch((error: unknown) => {
        if (error instanceof WaitTimedOut)
          refused(new RetryLater('Other exports are running. Try again in a moment.', 3));
        else out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
  });
  return out;
}
