// spec 3 §2.2 report routes and their query parameters (issue 28 point 1; decision 195 reads them):
//   ci  customer, as {customerId}:C{customerId}     cn  customer name (part of it)
//   os  order statuses (comma list)                 ref order or schedule number
//   s   store or payment form ids (invoices: sending state)
//   ca  created between, from..to (yyyy-MM-dd, either side may be empty; invoices: invoice date)
//   pu  paid with (payment types)                   pd  payment date between
//   ts  transaction statuses                        in  item name (part of it)
//   nb  next bill date between                      c   the columns shown
// plus sort_by, sort_direction and page. The web keeps them in the address, so a reload or a shared link
// shows the same report; a saved report replays them (its query_string); the report e-mails read them too.
import {
  GRID_SPECS,
  type GridEntity,
  type GridSort,
  gridColumn,
  projectableColumns,
} from './grid-columns.ts';
import { GRID_MAX_DEPTH, type GridFilter, type GridQuery, gridSearchProblem } from './grid-query.ts';
import { type GridReportType, REPORT_PARAMS, REPORT_SCREENS, type ReportParam } from './report-screens.ts';

/** What a report's address shows: its columns, filters, sort and page. */
export interface ReportState {
  readonly columns: readonly string[];
  /** The route's parameters as the address holds them (only those it filters with). */
  readonly filters: Readonly<Partial<Record<ReportParam, string>>>;
  readonly sort: GridSort;
  readonly page: number;
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** ci's value: `{id}:C{id}` (spec 3 §2.2) or the id alone. */
export function customerIdOfParam(text: string): string | null {
  const match = /^(\d{1,15})(?::C(\d{1,15}))?$/.exec(text.trim());
  if (!match || (match[2] !== undefined && match[2] !== match[1])) return null;
  return match[1] ?? null;
}

/** The address value of a customer filter. */
export const customerParam = (customerId: number | string): string => `${customerId}:C${customerId}`;

/** A from..to range's sides (yyyy-MM-dd); a lone day is that day alone. */
function rangeOf(text: string): { from?: string; to?: string } {
  const [from = '', to] = text.split('..');
  const sides: { from?: string; to?: string } = {};
  if (from.trim() !== '') sides.from = from.trim();
  const end = to === undefined ? from : to;
  if (end.trim() !== '') sides.to = end.trim();
  return sides;
}

/** The grid filter a parameter's value asks for, by its column's operation. */
function filterOf(entity: GridEntity, param: ReportParam, field: string, text: string): GridFilter | null {
  const column = gridColumn(entity, field);
  if (!column || text.trim() === '') return null;
  if (param === 'ci') {
    const id = customerIdOfParam(text);
    return id === null ? null : { field, op: 'eq', value: id };
  }
  const op = column.filters[0];
  switch (op) {
    case 'eq':
      return { field, op, value: text.trim() };
    case 'contains':
      return { field, op, value: text.trim() };
    case 'in':
      return { field, op, values: list(text) };
    case 'between':
      return { field, op, ...rangeOf(text) };
    default:
      return null;
  }
}

/**
 * The report an address shows. A parameter whose value does not read (a mistyped date in a shared link)
 * is left out, and named in `ignored` so the screen can say so; the sort and page fall back alike.
 */
export function reportStateOf(
  type: GridReportType,
  params: URLSearchParams,
): { state: ReportState; query: GridQuery; projections: string[]; ignored: ReportParam[] } {
  const screen = REPORT_SCREENS[type];
  const spec = GRID_SPECS[screen.entity];
  const shown = new Set(projectableColumns(screen.entity).map((column) => column.key));
  const asked = list(params.get('c') ?? '').filter((key) => shown.has(key));
  const columns = asked.length > 0 ? [...new Set(asked)] : [...spec.defaultColumns];
  const filters: GridFilter[] = [];
  const kept: Partial<Record<ReportParam, string>> = {};
  const ignored: ReportParam[] = [];
  for (const param of REPORT_PARAMS) {
    const field = screen.params[param];
    const text = params.get(param);
    if (field === undefined || text === null || text.trim() === '') continue;
    const filter = filterOf(screen.entity, param, field, text);
    const probe = filter && gridSearchProblem(screen.entity, [], { ...baseQuery(type), filters: [filter] });
    if (!filter || probe) {
      ignored.push(param);
      continue;
    }
    filters.push(filter);
    kept[param] = text.trim();
  }
  const sortBy = params.get('sort_by');
  const direction = params.get('sort_direction');
  const sortColumn = sortBy === null ? undefined : gridColumn(screen.entity, sortBy);
  const sort: GridSort =
    sortColumn?.sortable && !sortColumn.filterOnly
      ? { field: sortColumn.key, direction: direction === 'asc' ? 'asc' : 'desc' }
      : spec.defaultSort;
  const pageNumber = Number(params.get('page'));
  const maxPage = Math.floor(GRID_MAX_DEPTH / spec.pageSize);
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, maxPage) : 1;
  const query: GridQuery = { filters, sort, page, items_per_page: spec.pageSize };
  return { state: { columns, filters: kept, sort, page }, query, projections: columns, ignored };
}

const baseQuery = (type: GridReportType): GridQuery => {
  const spec = GRID_SPECS[REPORT_SCREENS[type].entity];
  return { filters: [], sort: spec.defaultSort, page: 1, items_per_page: spec.pageSize };
};

/**
 * The address of a report's state: defaults left out (no `c` for the default columns, no sort for the
 * default sort, no page 1), parameters in the route's order, so a saved report's query reads the same.
 */
export function reportParamsOf(type: GridReportType, state: ReportState): URLSearchParams {
  const screen = REPORT_SCREENS[type];
  const spec = GRID_SPECS[screen.entity];
  const params = new URLSearchParams();
  for (const param of REPORT_PARAMS) {
    const value = state.filters[param];
    if (screen.params[param] !== undefined && value !== undefined && value.trim() !== '')
      params.set(param, value.trim());
  }
  if (state.columns.join(',') !== spec.defaultColumns.join(',')) params.set('c', state.columns.join(','));
  if (state.sort.field !== spec.defaultSort.field || state.sort.direction !== spec.defaultSort.direction) {
    params.set('sort_by', state.sort.field);
    params.set('sort_direction', state.sort.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A header click: the same column flips its direction; another starts descending for money and dates. */
export function toggledSort(type: GridReportType, current: GridSort, field: string): GridSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  const column = gridColumn(REPORT_SCREENS[type].entity, field);
  const startsHigh = column !== undefined && ['money', 'date', 'datetime', 'number'].includes(column.kind);
  return { field, direction: startsHigh ? 'desc' : 'asc' };
}
