import type { getCatalogueItem, searchCatalogue } from '@paybook/contracts/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { storeKeys } from './store-keys';

// spec 2 §2.2 the payment form wizard's product step: "a grid of non-bookable offerings sorted by name
// ascending"; spec 2 §9 "Grid sorts: items by name ascending".

export const PRODUCTS_PAGE_SIZE = 12;

export interface CatalogueSearchQuery {
  search: string;
  page: number;
}

/** PUT /api/offering/search: the merchant's products (not the services booked by appointment). */
export function useProductSearch(query: CatalogueSearchQuery) {
  return useQuery({
    queryKey: storeKeys.products(query),
    queryFn: ({ signal }) =>
      callEndpoint<typeof searchCatalogue>(
        { method: 'PUT', path: '/offering/search' },
        {
          body: { query: { search: query.search, kind: 'non_bookable', status: 'all' } },
          query: {
            page: query.page,
            items_per_page: PRODUCTS_PAGE_SIZE,
            sort_by: 'name',
            sort_direction: 'asc',
          },
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });
}

/** GET /api/catalog/offering/{id}/with_images: the item the catalogue's add page just made (query offering). */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: storeKeys.product(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      callEndpoint<typeof getCatalogueItem>(
        { method: 'GET', path: '/catalog/offering/:offeringId/with_images' },
        { params: { offeringId: id ?? 0 }, signal },
      ),
    meta: { localErrors: true },
  });
}
