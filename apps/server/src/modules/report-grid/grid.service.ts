import type { GridPage, GridSchema, GridSummary, gridSearchBody, gridSummaryBody } from '@paybook/contracts';
import {
  centsToPrice,
  GRID_SPECS,
  type GridEntity,
  type GridFilter,
  type GridSort,
  gridColumn,
  gridSearchProblem,
  projectableColumns,
  totaledColumns,
} from '@paybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import {
  type Bucket,
  type GridScope,
  type RawRow,
  readChart,
  readCountedPage,
  readTotals,
} from './grid.repository.ts';
import { summaryCache } from './grid-summary-cache.ts';
import { apiRow, columnsOf } from './grid-values.ts';

// spec 3 §7 grid endpoints (issue 28 point 2, decision 195): the search, summary and schema of every entity.

/** Decision 195: counted exactly up to this many rows; past it, estimated (the summary counts exactly). */
export const EXACT_COUNT_CAP = 10_000;

type SearchBody = z.output<typeof gridSearchBody>;
type SummaryBody = z.output<typeof gridSummaryBody>;

/** Checks a search with the domain's rule; a problem is a 400 naming its field. */
export function checkedQuery(
  entity: GridEntity,
  projections: readonly string[],
  query: {
    filters: readonly GridFilter[];
    sort?: GridSort | undefined;
    page?: number;
    items_per_page?: number | undefined;
  },
) {
  const spec = GRID_SPECS[entity];
  const full = {
    filters: query.filters,
    sort: query.sort ?? spec.defaultSort,
    page: query.page ?? 1,
    items_per_page: query.items_per_page ?? spec.pageSize,
  };
  const problem = gridSearchProblem(entity, projections, full);
  if (problem) throw badRequest(problem.path, problem.message);
  return full;
}

/**
 * What a row carries besides the asked columns: its key, and its order's and customer's ids where the
 * entity has them, so a row can open its detail page and name-link its customer.
 */
export function rowKeys(entity: GridEntity, projections: readonly string[]): string[] {
  const shown = new Set(projectableColumns(entity).map((column) => column.key));
  const links = [GRID_SPECS[entity].rowKey, 'order_id', 'customer_id'].filter((key) => shown.has(key));
  return [...new Set([...links, ...projections])];
}

export const scopeOf = (
  user: UserContext,
  entity: GridEntity,
  filters: readonly GridFilter[],
): GridScope => ({
  entity,
  merchantId: user.merchantId,
  filters,
  timeZone: user.merchant.timeZone,
});

export function searchGrid(
  db: Database,
  user: UserContext,
  entity: GridEntity,
  body: SearchBody,
): Promise<GridPage> {
  const query = checkedQuery(entity, body.projections, body.query);
  const keys = rowKeys(entity, body.projections);
  const columns = columnsOf(entity, keys);
  const scope = scopeOf(user, entity, query.filters);
  return withTenantRead(db, user.merchantId, async (tx) => {
    const offset = (query.page - 1) * query.items_per_page;
    const page = { offset, limit: query.items_per_page };
    const counted = await readCountedPage(tx, scope, keys, query.sort, page, EXACT_COUNT_CAP);
    return {
      data: counted.rows.map((row) => apiRow(columns, row)),
      total_item_count: counted.count,
      total_is_exact: counted.exact,
    };
  });
}

/** The chart's bucket: days up to about two months, weeks up to about half a year, else months. */
export function bucketOf(firstDay: Date | null, lastDay: Date | null): Bucket {
  if (!firstDay || !lastDay) return 'day';
  const days = (lastDay.getTime() - firstDay.getTime()) / 86_400_000;
  return days <= 62 ? 'day' : days <= 183 ? 'week' : 'month';
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

function chartOf(entity: GridEntity, rows: readonly RawRow[], bucket: Bucket): GridSummary['chart'] {
  const chart = GRID_SPECS[entity].chart;
  if (!chart) return null;
  const overTime = rows
    .filter((row) => Number(row.by_period) === 0)
    .map((row) => ({
      period: String(row.period),
      amount: centsToPrice(Number(row.amount)),
      count: Number(row.count),
    }));
  const groups = chart.groups.map((key, index) => {
    const column = gridColumn(entity, key);
    const alias = `g${index}`;
    const entries = rows
      .filter((row) => Number(row[`by_${alias}`]) === 0)
      .map((row) => {
        const value = row[alias] === null || row[alias] === undefined ? '' : String(row[alias]);
        return {
          value,
          description:
            column?.values?.find((entry) => entry.value === value)?.description ?? (value || 'None'),
          amount: centsToPrice(Number(row.amount)),
          count: Number(row.count),
        };
      })
      .sort((a, b) => Number(b.amount) - Number(a.amount));
    return { column: key, entries };
  });
  return { bucket, over_time: overTime, groups };
}

/** The totals row and chart of every filtered row (issue 28 point 4). */
export function summarizeGrid(
  db: Database,
  user: UserContext,
  entity: GridEntity,
  body: SummaryBody,
): Promise<GridSummary> {
  checkedQuery(entity, [], { filters: body.query.filters });
  const spec = GRID_SPECS[entity];
  const summed = totaledColumns(entity).map((column) => column.key);
  const chart = spec.chart;
  const scope = scopeOf(user, entity, body.query.filters);
  const compute = () =>
    withTenantRead(db, user.merchantId, async (tx) => {
      const totalsRow = await readTotals(tx, scope, summed, chart?.date ?? null);
      const count = Number(totalsRow.count ?? 0);
      const totals = Object.fromEntries(
        summed.map((key, index) => [key, centsToPrice(Number(totalsRow[`s${index}`] ?? 0))]),
      );
      let chartRows: RawRow[] = [];
      let bucket: Bucket = 'day';
      if (chart && count > 0) {
        bucket = bucketOf(asDate(totalsRow.first_day), asDate(totalsRow.last_day));
        const dateIsInstant = gridColumn(entity, chart.date)?.kind === 'datetime';
        chartRows = await readChart(tx, scope, { ...chart, dateIsInstant }, bucket);
      }
      return {
        total_item_count: count,
        totals,
        chart: chart ? chartOf(entity, chartRows, bucket) : null,
        computed_at: new Date().toISOString(),
      };
    });
  return summaryCache.summary(scope, compute);
}

/** GET grid/{entity}/schema: the domain's columns as the wire names them. */
export function gridSchemaOf(entity: GridEntity): GridSchema {
  const spec = GRID_SPECS[entity];
  return {
    entity,
    default_sort: spec.defaultSort,
    page_size: spec.pageSize,
    default_columns: [...spec.defaultColumns],
    columns: spec.columns.map((column) => ({
      key: column.key,
      label: column.label,
      kind: column.kind,
      sortable: column.sortable && column.filterOnly !== true,
      filters: [...column.filters],
      totaled: column.totaled === true,
      filter_only: column.filterOnly === true,
      values: column.values ? column.values.map((entry) => ({ ...entry })) : [],
    })),
  };
}
