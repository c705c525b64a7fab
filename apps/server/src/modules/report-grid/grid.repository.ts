import type { GridEntity, GridFilter, GridSort } from '@paybook/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { expressionOf, fromWhere, orderBy, pageStatement, selectList } from './grid-statement.ts';

// Issue 28 point 2: the grid's reads, the same for every entity (grid-statement.ts writes the SQL).

export type RawRow = Record<string, unknown>;

export interface GridScope {
  entity: GridEntity;
  merchantId: number;
  filters: readonly GridFilter[];
  timeZone: string;
}

const base = (scope: GridScope) => fromWhere(scope.entity, scope.merchantId, scope.filters, scope.timeZone);

/** One page of rows, in the sort, with the asked columns. */
export function readPage(
  tx: Database,
  scope: GridScope,
  keys: readonly string[],
  sort: GridSort,
  page: { offset: number; limit: number },
): Promise<RawRow[]> {
  return queryRows<RawRow>(
    tx,
    pageStatement(
      scope.entity,
      scope.merchantId,
      scope.filters,
      scope.timeZone,
      selectList(scope.entity, keys),
      sort,
      page,
    ),
  );
}

/**
 * Decision 195: the matching rows are counted exactly up to `cap` (a count that stops there reads at most
 * cap + 1 rows); beyond it the count is the planner's estimate, which the answer says.
 */
export async function countRows(tx: Database, scope: GridScope, cap: number) {
  const [row] = await queryRows<{ count: string }>(
    tx,
    sql`select count(*) as count from (select 1 ${base(scope)} limit ${cap + 1}) matched`,
  );
  const count = Number(row?.count ?? 0);
  if (count <= cap) return { count, exact: true };
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    tx,
    sql`explain (format json) select 1 ${base(scope)}`,
  );
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { count: Math.max(estimate, cap + 1), exact: false };
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
    sql`select ${sql.join(outer, sql`, `)} from (select ${sql.join(inner, sql`, `)} ${base(scope)}) rows`,
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
        from (select ${sql.join(inner, sql`, `)} ${base(scope)}) rows
        group by grouping sets (${sql.join(sets, sql`, `)})
        order by period nulls last`,
  );
}

/** The statement an export's cursor runs: every matching row in the sort, with local times (a CSV). */
export const exportStatement = (scope: GridScope, keys: readonly string[], sort: GridSort): SQL =>
  sql`select ${selectList(scope.entity, keys, scope.timeZone)} ${base(scope)} ${orderBy(scope.entity, sort)}`;
