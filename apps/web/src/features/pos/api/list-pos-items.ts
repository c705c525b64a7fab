import type { CatalogueSearchResult } from '@paybook/contracts';
import type { searchCatalogue } from '@paybook/contracts/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { posKeys } from './pos-keys';

/** The grid shows up to this many active items; a search narrows them (spec 3 §7 offerings/active). */
export const POS_ITEMS_PAGE_SIZE = 100;

/** PUT /api/offering/search: the merchant's active items, by name, matching the search. */
export function listPosItems(search: string, signal?: AbortSignal): Promise<CatalogueSearchResult> {
  return callEndpoint<typeof searchCatalogue>(
    { method: 'PUT', path: '/offering/search' },
    {
      body: { query: { search, kind: 'all', status: 'active' } },
      query: { page: 1, items_per_page: POS_ITEMS_PAGE_SIZE, sort_by: 'name', sort_direction: 'asc' },
      signal,
    },
  );
}

export function usePosItems(search: string) {
  return useQuery({
    queryKey: posKeys.items(search),
    queryFn: ({ signal }) => listPosItems(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
