/** spec 2 §9: the catalogue list pages by 50, like the other grids. */
export const CATALOGUE_PAGE_SIZE = 50;

export const CATALOGUE_SORTS = ['name', 'created_at', 'price'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export type CatalogueStatus = 'all' | 'active' | 'inactive';

export interface CatalogueListQuery {
  search: string;
  /** spec 2 §2.3 /view?st: the status shown. */
  status: CatalogueStatus;
  page: number;
  sortBy: CatalogueSort;
  sortDirection: 'asc' | 'desc';
}

/** spec 2 §9: the offerings grid sorts by created_at, newest first. */
export const DEFAULT_CATALOGUE_QUERY: CatalogueListQuery = {
  search: '',
  status: 'all',
  page: 1,
  sortBy: 'created_at',
  sortDirection: 'desc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.some((candidate) => candidate === value);

/** The list's query from its address; anything unreadable falls back to the default. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueListQuery {
  const page = Number(params.get('page'));
  const status = params.get('st');
  const sortBy = params.get('sort_by');
  const direction = params.get('sort_direction');
  return {
    search: (params.get('search') ?? '').trim(),
    status: oneOf(['all', 'active', 'inactive'] as const, status) ? status : DEFAULT_CATALOGUE_QUERY.status,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    sortBy: oneOf(CATALOGUE_SORTS, sortBy) ? sortBy : DEFAULT_CATALOGUE_QUERY.sortBy,
    sortDirection:
      direction === 'asc' || direction === 'desc' ? direction : DEFAULT_CATALOGUE_QUERY.sortDirection,
  };
}

/** The address of a list query, defaults left out. */
export function catalogueParams(query: CatalogueListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status !== DEFAULT_CATALOGUE_QUERY.status) params.set('st', query.status);
  if (query.page !== 1) params.set('page', String(query.page));
  if (
    query.sortBy !== DEFAULT_CATALOGUE_QUERY.sortBy ||
    query.sortDirection !== DEFAULT_CATALOGUE_QUERY.sortDirection
  ) {
    params.set('sort_by', query.sortBy);
    params.set('sort_direction', query.sortDirection);
  }
  return params;
}

/**
 * A click on a column header: the same column flips its direction; another column starts ascending by
 * name (spec 2 §9: items by name ascending) and newest first by date.
 */
export function toggleCatalogueSort(query: CatalogueListQuery, column: CatalogueSort): CatalogueListQuery {
  const sortDirection =
    query.sortBy === column
      ? query.sortDirection === 'asc'
        ? 'desc'
        : 'asc'
      : column === 'created_at'
        ? 'desc'
        : 'asc';
  return { ...query, sortBy: column, sortDirection, page: 1 };
}
