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

/**
 * FROM, the merchant's rows and the filters, and a grouped entity's GROUP BY with the filters on its
 * aggregates (sales by customer over $500) as HAVING.
 */
export function fromWhere(
  entity: GridEntity,
  merchantId: number,
  filters: readonly GridFilter[],
  timeZone: string,
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
  return sql`from ${sql.raw(entitySql.from)} where ${sql.join(conditions, sql` and `)}${groupBy}${groupFilter}`;
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

/** The sort, ended by the entity's unique key in the same direction (a stable page order). */
export function orderBy(entity: GridEntity, sort: GridSort): SQL {
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  const { sql: column } = columnSql(entity, sort.field);
  const ties = GRID_SQL[entity].tieBreak.split(',').map((part) => sql`${sql.raw(part.trim())} ${direction}`);
  const nulls = column.notNull ? sql`` : sql` nulls last`;
  return sql`order by ${sql.raw(column.expr)} ${direction}${nulls}, ${sql.join(ties, sql`, `)}`;
}

/**
 * A page's statement. The page's keys are found first (the filters, the sort and LIMIT/OFFSET, reading
 * only what they need), then its rows are read by those keys: PostgreSQL computes a select list below the
 * sort, so the costly columns (an order's amount due, its first payment's type) would otherwise be worked
 * out for every matching row, not for the page's 50 (decision 197). A grouped entity reads its page at once.
 */
export function pageStatement(
  entity: GridEntity,
  merchantId: number,
  filters: readonly GridFilter[],
  timeZone: string,
  select: SQL,
  sort: GridSort,
  page: { offset: number; limit: number },
): SQL {
  const entitySql = GRID_SQL[entity];
  const base = fromWhere(entity, merchantId, filters, timeZone);
  const order = orderBy(entity, sort);
  if (entitySql.groupBy)
    return sql`select ${select} ${base} ${order} limit ${page.limit} offset ${page.offset}`;
  const key = sql.raw(entitySql.tieBreak);
  const merchant = bind(entitySql.where, 'merchant', sql`${merchantId}::bigint`);
  return sql`select ${select} from ${sql.raw(entitySql.from)}
    where ${merchant} and (${key}) in (select ${key} ${base} ${order} limit ${page.limit} offset ${page.offset})
    ${order}`;
}

/** An expression of a column, for the summary's sums and groups. */
export const expressionOf = (entity: GridEntity, key: string): SQL =>
  sql.raw(columnSql(entity, key).sql.expr);
