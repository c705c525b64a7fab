import type { searchCatalogue as searchCatalogueEndpoint } from '@paybook/contracts/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { CATALOGUE_PAGE_SIZE, type CatalogueListQuery } from '../components/catalogue-list-params';
import { catalogueKeys } from './catalogue-keys';

/** PUT /api/offering/search (spec 2 §7 grid search): searched, filtered, sorted and paged on the server. */
export function searchCatalogue(query: CatalogueListQuery, signal?: AbortSignal) {
  return callEndpoint<typeof searchCatalogueEndpoint>(
    { method: 'PUT', path: '/offering/search' },
    {
      body: { query: { search: query.search, kind: 'all', status: query.status } },
      query: {
        page: query.page,
        items_per_page: CATALOGUE_PAGE_SIZE,
        sort_by: query.sortBy,
        sort_direction: query.sortDirection,
      },
      signal,
    },
  );
}

export function useCatalogueSearch(query: CatalogueListQuery) {
  return useQuery({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ signal }) => searchCatalogue(query, signal),
    placeholderData: keepPreviousData,
  });
}
