import type { GridEntity, GridFilter, GridSort } from '@paybook/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { GRID_SQL } from './grid-sql.ts';
import {
  countedPageStatement,
  expressionOf,
  fromWhere,
  orderBy,
  pageStatement,
  selectList,
} from './grid-statement.ts';

// Issue 28 point 2: the grid's reads, the same for every entity (grid-statement.ts writes the SQL).

export type RawRow = Record<string, unknown>;

export interface GridScope {
  entity: GridEntity;
  merchantId: number;
  filters: readonly GridFilter[];
  timeZone: string;
}

/** FROM and WHERE of the scope, for a statement that reads `reading` besides the filters. */
const base = (scope: GridScope, reading: readonly string[] = []) =>
  fromWhere(scope.entity, scope.merchantId, scope.filters, scope.timeZone, reading);

export interface CountedPage {
  rows: RawRow[];
  /** Every matching row (or group), exact up to the cap, else the planner's estimate. */
  count: number;
  exact: boolean;
}

/**
 * One page of rows, in the sort, with the asked columns, and the count of every match. Decision 195: the
 * matching rows are counted exactly up to `cap` (a count that stops there reads at most cap + 1 rows);
 * beyond it the count is the planner's estimate, which the answer says. Decision 199: a page and its count
 * are one pass over at most cap + 1 matches (countedPageStatement); only past the cap is the page read
 * again, in the sort.
 */
export async function readCountedPage(
  tx: Database,
  scope: GridScope,
  keys: readonly string[],
  sort: GridSort,
  page: { offset: number; limit: number },
  cap: number,
): Promise<CountedPage> {
  const { entity, merchantId } = scope;
  const request = { ...scope, select: selectList(entity, keys), sort, page };
  if (GRID_SQL[entity].groupBy) {
    const rows = await queryRows<RawRow>(tx, pageStatement(entity, merchantId, request));
    // A first page shorter than a page is every match: no count to run.
    if (page.offset === 0 && rows.length < page.limit) return { rows, count: rows.length, exact: true };
    return { rows, ...(await countRows(tx, scope, cap)) };
  }
  const counted = await queryRows<RawRow>(tx, countedPageStatement(entity, merchantId, request, cap));
  const matched = counted[0] === undefined ? null : Number(counted[0].matched_count);
  if (matched !== null && matched <= cap) return { rows: counted, count: matched, exact: true };
  if (matched === null && page.offset === 0) return { rows: [], count: 0, exact: true };
  const rows = await queryRows<RawRow>(tx, pageStatement(entity, merchantId, request));
  // No row on a page past the first: the count says how many there are.
  if (matched === null) return { rows, ...(await countRows(tx, scope, cap)) };
  return { rows, count: await estimateRows(tx, scope, cap), exact: false };
}

/** The matching rows (or groups): exact up to `cap`, else estimated. */
async function countRows(tx: Database, scope: GridScope, cap: number) {
  const [row] = await queryRows<{ count: string }>(
    tx,
    sql`select count(*) as count from (select 1 ${base(scope)} limit ${cap + 1}) matched`,
  );
  const count = Number(row?.count ?? 0);
  if (count <= cap) return { count, exact: true };
  return { count: await estimateRows(tx, scope, cap), exact: false };
}

/** The planner's estimate of the matching rows, when more than `cap` match. */
async function estimateRows(tx: Database, scope: GridScope, cap: number): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    tx,
    sql`explain (format json) select 1 ${base(scope)}`,
  );
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return Math.max(estimate, cap + 1);
}

/** Every matching row, counted exactly (an export's X-Total-Count). */
export async function countAllRows(tx: Database, scope: GridScope): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    tx,
    sql`select count(*) as count from (select 1 ${base(scope)}) matched`,
  );
  return Number(row?.count ?? 0);
}

/** Every matching row's count, the sums of `summed`, and the span of `dateKey` (for the chart's bucket). */
export async function readTotals(
  tx: Database,
  scope: GridScope,
  summed: readonly string[],
  dateKey: string | null,
) {
  const inner = [
    sql`1 as one`,
    ...summed.map((key, index) => sql`${expressionOf(scope.entity, key)} as ${sql.identifier(`s${index}`)}`),
    ...(dateKey ? [sql`${expressionOf(scope.entity, dateKey)} as d`] : []),
  ];
  const outer = [
    sql`count(*) as count`,
    ...summed.map(
      (_, index) => sql`coalesce(sum(${sql.identifier(`s${index}`)}), 0) as ${sql.identifier(`s${index}`)}`,
    ),
    ...(dateKey ? [sql`min(d) as first_day`, sql`max(d) as last_day`] : []),
  ];
  const [row] = await queryRows<RawRow>(
    tx,
    sql`select ${sql.join(outer, sql`, `)} from (select ${sql.join(inner, sql`, `)} ${base(scope, [...summed, ...(dateKey ? [dateKey] : [])])}) rows`,
  );
  return row ?? {};
}

export type Bucket = 'day' | 'week' | 'month';

/**
 * The chart's sums in one pass: by period of `dateKey` (in the merchant's zone) and by each group column,
 * as grouping sets. A row per period and per group value, with which set it belongs to.
 */
export function readChart(
  tx: Database,
  scope: GridScope,
  chart: { amount: string; date: string; groups: readonly string[]; dateIsInstant: boolean },
  bucket: Bucket,
): Promise<RawRow[]> {
  const date = expressionOf(scope.entity, chart.date);
  const local = chart.dateIsInstant ? sql`(${date} at time zone ${scope.timeZone})` : sql`${date}::timestamp`;
  const period = sql`to_char(date_trunc(${bucket}, ${local}), 'YYYY-MM-DD')`;
  const groups = chart.groups.map((key, index) => ({ key, alias: `g${index}` }));
  const inner: SQL[] = [
    sql`${period} as period`,
    sql`${expressionOf(scope.entity, chart.amount)} as amount`,
    ...groups.map(
      ({ key, alias }) => sql`(${expressionOf(scope.entity, key)})::text as ${sql.identifier(alias)}`,
    ),
  ];
  const sets = [sql`(period)`, ...groups.map(({ alias }) => sql`(${sql.identifier(alias)})`)];
  const columns = [
    sql`period`,
    ...groups.map(({ alias }) => sql.identifier(alias)),
    sql`grouping(period) as by_period`,
    ...groups.map(({ alias }) => sql`grouping(${sql.identifier(alias)}) as ${sql.identifier(`by_${alias}`)}`),
    sql`coalesce(sum(amount), 0) as amount`,
    sql`count(*) as count`,
  ];
  return queryRows<RawRow>(
    tx,
    sql`select ${sql.join(columns, sql`, `)}
        from (select ${sql.join(inner, sql`, `)} ${base(scope, [chart.amount, chart.date, ...chart.groups])}) rows
        group by grouping sets (${sql.join(sets, sql`, `)})
        order by period nulls last`,
  );
}

/** The statement an export's cursor runs: every matching row in the sort, with local times (a CSV). */
export const exportStatement = (scope: GridScope, keys: readonly string[], sort: GridSort): SQL =>
  sql`select ${selectList(scope.entity, keys, scope.timeZone)} ${base(scope, [...keys, sort.field])} ${orderBy(scope.entity, sort)}`;
