// spec 3 §7 "Search bodies carry projections and a query" (issue 28 point 2): what a grid search asks for,
// and the one check of it that the server refuses with (400 naming the field) and the web reads.
import { GRID_SPECS, type GridEntity, type GridSort, gridColumn } from './grid-columns.ts';

export type GridFilter =
  | { readonly field: string; readonly op: 'eq'; readonly value: string }
  | { readonly field: string; readonly op: 'in'; readonly values: readonly string[] }
  | { readonly field: string; readonly op: 'contains'; readonly value: string }
  | { readonly field: string; readonly op: 'between'; readonly from?: string; readonly to?: string };

export interface GridQuery {
  readonly filters: readonly GridFilter[];
  readonly sort: GridSort;
  readonly page: number;
  readonly items_per_page: number;
}

export interface GridProblem {
  /** The body's path of the value at fault (`query.filters.0.value`). */
  readonly path: string;
  readonly message: string;
}

export const GRID_MAX_ITEMS_PER_PAGE = 200;
/**
 * Paging stops 10,000 rows deep: a deeper page costs a scan of every row before it. Beyond that the merchant
 * narrows the filters or exports the whole result as CSV (decision 195).
 */
export const GRID_MAX_DEPTH = 10_000;
export const GRID_TEXT_MAX = 100;
export const GRID_MAX_FILTERS = 20;
export const GRID_MAX_IN_VALUES = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd. */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Why a filter value does not suit its column, or null. */
function valueProblem(entity: GridEntity, field: string, value: string): string | null {
  const column = gridColumn(entity, field);
  if (!column) return `There is no column ${field}.`;
  switch (column.kind) {
    case 'id':
    case 'number':
      return /^\d{1,15}$/.test(value) ? null : `${column.label} must be a whole number.`;
    case 'money':
      return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? null : `${column.label} must be an amount like 12.50.`;
    case 'date':
    case 'datetime':
      return isCalendarDay(value) ? null : `${column.label} must be a date written YYYY-MM-DD.`;
    case 'enum':
      return column.values?.some((entry) => entry.value === value)
        ? null
        : `${column.label} has no value ${value}.`;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : `${column.label} must be true or false.`;
    case 'text':
      return value.trim() === ''
        ? `${column.label} cannot be empty.`
        : value.length > GRID_TEXT_MAX
          ? `${column.label} can be at most ${GRID_TEXT_MAX} characters.`
          : null;
  }
}

function filterProblem(entity: GridEntity, filter: GridFilter, path: string): GridProblem | null {
  const column = gridColumn(entity, filter.field);
  if (!column) return { path: `${path}.field`, message: `There is no column ${filter.field} to filter.` };
  if (!column.filters.includes(filter.op))
    return { path: `${path}.op`, message: `${column.label} cannot be filtered with ${filter.op}.` };
  const check = (value: string, at: string): GridProblem | null => {
    const message = valueProblem(entity, filter.field, value);
    return message ? { path: `${path}.${at}`, message } : null;
  };
  switch (filter.op) {
    case 'eq':
    case 'contains':
      return check(filter.value, 'value');
    case 'in': {
      if (filter.values.length === 0) return { path: `${path}.values`, message: `Choose a ${column.label}.` };
      if (filter.values.length > GRID_MAX_IN_VALUES)
        return { path: `${path}.values`, message: `Choose at most ${GRID_MAX_IN_VALUES} values.` };
      for (const [index, value] of filter.values.entries()) {
        const problem = check(value, `values.${index}`);
        if (problem) return problem;
      }
      return null;
    }
    case 'between': {
      if (filter.from === undefined && filter.to === undefined)
        return { path: `${path}.from`, message: `Give ${column.label} a start or an end.` };
      const problem =
        (filter.from === undefined ? null : check(filter.from, 'from')) ??
        (filter.to === undefined ? null : check(filter.to, 'to'));
      if (problem) return problem;
      if (filter.from !== undefined && filter.to !== undefined && compareValues(filter.from, filter.to) > 0)
        return { path: `${path}.to`, message: `${column.label}'s end comes before its start.` };
      return null;
    }
  }
}

/** Days compare as text; amounts as numbers. */
const compareValues = (a: string, b: string): number =>
  DAY.test(a) ? a.localeCompare(b) : Number(a) - Number(b);

/**
 * The first problem of a grid search, or null: every projection a column the entity shows, every filter a
 * column's own operation with values of its kind, a sortable sort column, and a page within the limits.
 */
export function gridSearchProblem(
  entity: GridEntity,
  projections: readonly string[],
  query: GridQuery,
): GridProblem | null {
  for (const [index, key] of projections.entries()) {
    const column = gridColumn(entity, key);
    if (!column || column.filterOnly)
      return { path: `projections.${index}`, message: `There is no column ${key} to show.` };
  }
  if (query.filters.length > GRID_MAX_FILTERS)
    return { path: 'query.filters', message: `A report takes at most ${GRID_MAX_FILTERS} filters.` };
  for (const [index, filter] of query.filters.entries()) {
    const problem = filterProblem(entity, filter, `query.filters.${index}`);
    if (problem) return problem;
  }
  const sorted = gridColumn(entity, query.sort.field);
  if (!sorted?.sortable || sorted.filterOnly)
    return { path: 'query.sort.field', message: `The report cannot be sorted by ${query.sort.field}.` };
  if (query.items_per_page > GRID_MAX_ITEMS_PER_PAGE)
    return {
      path: 'query.items_per_page',
      message: `A page shows at most ${GRID_MAX_ITEMS_PER_PAGE} rows.`,
    };
  if (query.page * query.items_per_page > GRID_MAX_DEPTH)
    return {
      path: 'query.page',
      message: `Pages stop at ${GRID_MAX_DEPTH.toLocaleString('en-US')} rows. Narrow the filters, or export the report as CSV.`,
    };
  return null;
}

/** The entity's default query: no filter, its default sort, its first page. */
export function defaultGridQuery(entity: GridEntity): GridQuery {
  const spec = GRID_SPECS[entity];
  return { filters: [], sort: spec.defaultSort, page: 1, items_per_page: spec.pageSize };
}
