import type { CustomerListColumn } from '@paybook/contracts';

/** spec 2 §9: the customer list shows 50 a page. */
export const CUSTOMER_LIST_PAGE_SIZE = 50;

/** spec 2 §2.1: 'All Customers' is the built-in default report, number 1. */
export const DEFAULT_REPORT_ID = '1';

/** The columns the list shows and sorts by (spec 2 §2.1, in its projection order). */
export const SORTABLE_COLUMNS = [
  'name',
  'company_name',
  'customer_number',
  'email',
  'phone',
  'billing_zip_code',
  'order_count',
  'created_at',
  'last_order_date',
] as const satisfies readonly CustomerListColumn[];
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface CustomerListQuery {
  search: string;
  page: number;
  sortBy: SortableColumn;
  sortDirection: SortDirection;
}

/** spec 2 §2.1: default sort name ascending. */
export const DEFAULT_LIST_QUERY: CustomerListQuery = {
  search: '',
  page: 1,
  sortBy: 'name',
  sortDirection: 'asc',
};

const isSortable = (value: string | null): value is SortableColumn =>
  SORTABLE_COLUMNS.some((column) => column === value);

/** The list's query from its address; anything unreadable falls back to the default. */
export function parseListParams(params: URLSearchParams): CustomerListQuery {
  const page = Number(params.get('page'));
  const sortBy = params.get('sort_by');
  const direction = params.get('sort_direction');
  return {
    search: (params.get('search') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    sortBy: isSortable(sortBy) ? sortBy : DEFAULT_LIST_QUERY.sortBy,
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_LIST_QUERY.sortDirection,
  };
}

/**
 * The address for a list query: defaults are left out; other parameters (reportId) are kept and the
 * one-time deletedId / deletedName notice parameters dropped.
 */
export function listParams(current: URLSearchParams, query: CustomerListQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['search', 'page', 'sort_by', 'sort_direction', 'deletedId', 'deletedName'])
    next.delete(key);
  if (query.search) next.set('search', query.search);
  if (query.page > 1) next.set('page', String(query.page));
  if (
    query.sortBy !== DEFAULT_LIST_QUERY.sortBy ||
    query.sortDirection !== DEFAULT_LIST_QUERY.sortDirection
  ) {
    next.set('sort_by', query.sortBy);
    next.set('sort_direction', query.sortDirection);
  }
  // spec 2 §2.1: with no search, the default report's id is placed in the address.
  if (!query.search && !next.has('reportId')) next.set('reportId', DEFAULT_REPORT_ID);
  return next;
}

/** A click on a column header: the same column flips its direction, another starts ascending. */
export function toggleSort(query: CustomerListQuery, column: SortableColumn): CustomerListQuery {
  const sortDirection = query.sortBy === column && query.sortDirection === 'asc' ? 'desc' : 'asc';
  return { ...query, sortBy: column, sortDirection, page: 1 };
}

/** The deleted customer a profile's delete left in the address (spec 2 §2.1), or null. */
export function deletedNotice(params: URLSearchParams): { id: string; name: string } | null {
  const id = params.get('deletedId');
  if (!id) return null;
  return { id, name: params.get('deletedName') ?? '' };
}

/** The list address a delete sends the user to (spec 2 §2.1). */
export function deletedListPath(id: number, name: string): string {
  const params = new URLSearchParams({
    reportId: DEFAULT_REPORT_ID,
    deletedId: String(id),
    deletedName: name,
  });
  return `/customer/list?${params.toString()}`;
}
