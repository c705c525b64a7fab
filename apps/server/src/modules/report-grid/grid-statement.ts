import {
  type GridColumn,
  type GridEntity,
  type GridFilter,
  type GridSort,
  gridColumn,
  priceToCents,
} from '@paybook/domain';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like-pattern.ts';
import { GRID_SQL, type GridColumnSql } from './grid-sql.ts';

// Issue 28 point 2 (decision 195): the one place a grid query is written, for every entity. Filtering,
// sorting and paging are SQL; the column expressions are grid-sql.ts's (fixed text), every value a bound
// parameter. The checks (gridSearchProblem) have run before: a column here is known and allows its filter.

/** Fixed SQL text with `$name` standing for a bound value. */
function bind(text: string, name: string, value: SQL): SQL {
  const parts = text.split(`$${name}`);
  return sql.join(
    parts.flatMap((part, index) => (index === 0 ? [sql.raw(part)] : [value, sql.raw(part)])),
    sql``,
  );
}

function columnSql(entity: GridEntity, key: string): { spec: GridColumn; sql: GridColumnSql } {
  const spec = gridColumn(entity, key);
  const expr = GRID_SQL[entity].columns[key];
  if (!spec || !expr) throw new Error(`The grid ${entity} has no column ${key}`);
  return { spec, sql: expr };
}

/** A filter value as the column compares it (cents for money). */
function bound(spec: GridColumn, value: string): SQL {
  switch (spec.kind) {
    case 'id':
    case 'number':
      return sql`${value}::bigint`;
    case 'money':
      return sql`${priceToCents(value) ?? 0}::bigint`;
    case 'boolean':
      return sql`${value === 'true'}::boolean`;
    case 'date':
    case 'datetime':
      return sql`${value}::date`;
    default:
      return sql`${value}`;
  }
}

/** The start of a calendar day of the merchant's zone (ruling 8), as an instant. */
const dayStart = (day: SQL, timeZone: string) => sql`(${day}::timestamp at time zone ${timeZone})`;

function filterSql(entity: GridEntity, filter: GridFilter, timeZone: string): SQL {
  const { spec, sql: column } = columnSql(entity, filter.field);
  const target = sql.raw(column.where ?? column.expr);
  switch (filter.op) {
    case 'eq':
      return sql`${target} = ${bound(spec, filter.value)}`;
    case 'contains':
      return sql`lower(${target}) like ${`%${escapeLike(filter.value.trim().toLowerCase())}%`}`;
    case 'in': {
      const isNumber = spec.kind === 'id' || spec.kind === 'number';
      // One bound array (sql.param), not a list of parameters.
      const values = isNumber
        ? sql`${sql.param(filter.values.map((value) => Number(value)))}::bigint[]`
        : sql`${sql.param([...filter.values])}::text[]`;
      if (column.inFilter) return bind(column.inFilter, 'values', values);
      return sql`${target} = any(${values})`;
    }
    case 'between': {
      const sides: SQL[] = [];
      if (spec.kind === 'datetime') {
        if (filter.from !== undefined)
          sides.push(sql`${target} >= ${dayStart(sql`${filter.from}::date`, timeZone)}`);
        if (filter.to !== undefined)
          sides.push(sql`${target} < ${dayStart(sql`(${filter.to}::date + 1)`, timeZone)}`);
      } else {
        if (filter.from !== undefined) sides.push(sql`${target} >= ${bound(spec, filter.from)}`);
        if (filter.to !== undefined) sides.push(sql`${target} <= ${bound(spec, filter.to)}`);
      }
      return sql.join(sides, sql` and `);
    }
  }
}

/** Whether a filter compares a group's aggregate (HAVING) rather than a row (WHERE). */
function isOnGroups(entity: GridEntity, filter: GridFilter): boolean {
  const column = GRID_SQL[entity].columns[filter.field];
  return column?.aggregate === true && column.where === undefined;
}

/** Whether SQL text reads a table alias (`o.` of `o.created_at`). */
const readsAlias = (text: string, alias: string) => new RegExp(`\\b${alias}\\.`).test(text);

/**
 * Decision 199: the FROM a statement needs. The entity's own table alone when neither its condition, nor a
 * filter, nor a column it reads (`reading`) reads a table its FROM LEFT JOINs (each by its key, so leaving it out
 * loses and repeats no row); else the whole FROM.
 */
function fromFor(entity: GridEntity, filters: readonly GridFilter[], reading: readonly string[]): string {
  const { from, own, columns, where } = GRID_SQL[entity];
  if (!own) return from;
  const texts = [
    where,
    ...filters.flatMap((filter) => {
      const column = columns[filter.field];
      return column ? [column.where ?? column.expr, column.inFilter ?? ''] : [];
    }),
    ...reading.map((key) => columns[key]?.expr ?? ''),
  ];
  return texts.some((text) => own.joined.some((alias) => readsAlias(text, alias))) ? from : own.from;
}

/**
 * FROM, the merchant's rows and the filters, and a grouped entity's GROUP BY with the filters on its
 * aggregates (sales by customer over $500) as HAVING. `reading`: the columns the statement reads besides
 * the filters (which decide whether the joined tables are needed).
 */
export function fromWhere(
  entity: GridEntity,
  merchantId: number,
  filters: readonly GridFilter[],
  timeZone: string,
  reading: readonly string[],
): SQL {
  const entitySql = GRID_SQL[entity];
  const condition = (filter: GridFilter) => sql`(${filterSql(entity, filter, timeZone)})`;
  const conditions = [
    bind(entitySql.where, 'merchant', sql`${merchantId}::bigint`),
    ...filters.filter((filter) => !isOnGroups(entity, filter)).map(condition),
  ];
  const having = filters.filter((filter) => isOnGroups(entity, filter)).map(condition);
  const groupBy = entitySql.groupBy ? sql` group by ${sql.raw(entitySql.groupBy)}` : sql``;
  const groupFilter = having.length > 0 ? sql` having ${sql.join(having, sql` and `)}` : sql``;
  const from = sql.raw(fromFor(entity, filters, reading));
  return sql`from ${from} where ${sql.join(conditions, sql` and `)}${groupBy}${groupFilter}`;
}

/**
 * A column's value for an answer: days as yyyy-MM-dd; for a CSV (`localTimes`), instants as the merchant's
 * local date and time, which a spreadsheet reads.
 */
function selected(entity: GridEntity, key: string, localTimes: string | null): SQL {
  const { spec, sql: column } = columnSql(entity, key);
  const expr = sql.raw(column.expr);
  if (spec.kind === 'date') return sql`to_char(${expr}, 'YYYY-MM-DD')`;
  if (spec.kind === 'datetime' && localTimes !== null)
    return sql`to_char(${expr} at time zone ${localTimes}, 'YYYY-MM-DD HH24:MI')`;
  return expr;
}

/** The select list: each key as itself (`"order_number"`). */
export function selectList(
  entity: GridEntity,
  keys: readonly string[],
  localTimes: string | null = null,
): SQL {
  return sql.join(
    keys.map((key) => sql`${selected(entity, key, localTimes)} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** The parts of the entity's unique key (`l.order_id`, `l.line_number`). */
const keyParts = (entity: GridEntity) => GRID_SQL[entity].tieBreak.split(',').map((part) => part.trim());

/** An ORDER BY of a value ended by the keys, each in the sort's direction; a nullable value's nulls last. */
function sortBy(sort: GridSort, notNull: boolean, value: SQL, keys: readonly SQL[]): SQL {
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  const nulls = notNull ? sql`` : sql` nulls last`;
  const ties = keys.map((key) => sql`${key} ${direction}`);
  return sql`order by ${value} ${direction}${nulls}, ${sql.join(ties, sql`, `)}`;
}

/** The sort, ended by the entity's unique key in the same direction (a stable page order). */
export function orderBy(entity: GridEntity, sort: GridSort): SQL {
  const { sql: column } = columnSql(entity, sort.field);
  const keys = keyParts(entity).map((part) => sql.raw(part));
  return sortBy(sort, column.notNull === true, sql.raw(column.expr), keys);
}

/** What a page statement reads: the filters, the select list, the sort and the page's place. */
export interface PageRequest {
  filters: readonly GridFilter[];
  timeZone: string;
  select: SQL;
  sort: GridSort;
  page: { offset: number; limit: number };
}

/**
 * A page's statement. The page's keys are found first (the filters, the sort and LIMIT/OFFSET, reading
 * only what they need), then its rows are read by those keys: PostgreSQL computes a select list below the
 * sort, so the costly columns (an order's amount due, its first payment's type) would otherwise be worked
 * out for every matching row, not for the page's 50 (decision 197). A grouped entity reads its page at once.
 */
export function pageStatement(entity: GridEntity, merchantId: number, request: PageRequest): SQL {
  const { filters, timeZone, select, sort, page } = request;
  const entitySql = GRID_SQL[entity];
  const order = orderBy(entity, sort);
  const base = fromWhere(entity, merchantId, filters, timeZone, [sort.field]);
  if (entitySql.groupBy)
    return sql`select ${select} ${base} ${order} limit ${page.limit} offset ${page.offset}`;
  const key = sql.raw(entitySql.tieBreak);
  const merchant = bind(entitySql.where, 'merchant', sql`${merchantId}::bigint`);
  return sql`select ${select} from ${sql.raw(entitySql.from)}
    where ${merchant} and (${key}) in (select ${key} ${base} ${order} limit ${page.limit} offset ${page.offset})
    ${order}`;
}

/**
 * Decision 199: a page and its count in one pass over the matching rows. Their keys and sort values are
 * read once, at most `cap` + 1 of them (from the entity's own table alone when nothing read needs a joined
 * one, so an index can answer), counted as `matched_count`, and the page taken from them; the page's rows
 * are then read by their keys. A count past `cap` means the rows read were the first found, not the first
 * in the sort, so the page is not the sort's: the caller reads it again with pageStatement. Not for a
 * grouped entity.
 */
export function countedPageStatement(
  entity: GridEntity,
  merchantId: number,
  request: PageRequest,
  cap: number,
): SQL {
  const { filters, timeZone, select, sort, page } = request;
  const entitySql = GRID_SQL[entity];
  const { sql: column } = columnSql(entity, sort.field);
  const names = keyParts(entity).map((part, index) => ({ part, name: sql.identifier(`k${index}`) }));
  const matchedKeys = sql.join(
    names.map(({ part, name }) => sql`${sql.raw(part)} as ${name}`),
    sql`, `,
  );
  const pageKeys = names.map(({ name }) => sql`page_keys.${name}`);
  const pageOrder = sortBy(sort, column.notNull === true, sql`page_keys.sort_value`, pageKeys);
  const base = fromWhere(entity, merchantId, filters, timeZone, [sort.field]);
  const merchant = bind(entitySql.where, 'merchant', sql`${merchantId}::bigint`);
  return sql`with matched as materialized (
      select ${matchedKeys}, ${sql.raw(column.expr)} as sort_value ${base} limit ${cap + 1}
    ), page_keys as (select * from matched page_keys ${pageOrder} limit ${page.limit} offset ${page.offset})
    select (select count(*) from matched) as matched_count, ${select}
    from ${sql.raw(entitySql.from)}, page_keys
    where ${merchant} and (${sql.raw(entitySql.tieBreak)}) = (${sql.join(pageKeys, sql`, `)})
    ${pageOrder}`;
}

/** An expression of a column, for the summary's sums and groups. */
export const expressionOf = (entity: GridEntity, key: string): SQL =>
  sql.raw(columnSql(entity, key).sql.expr);
