import type { OfferingPage } from '@paybook/contracts';
import type {
  listBookableOfferings,
  listCategoryBookableOfferings,
} from '@paybook/contracts/endpoints/offerings';
import { SERVICE_LIST_PAGE_SIZE } from '@paybook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

/**
 * GET /api/offerings/bookable, or /api/offering_category/{id}/offerings/bookable for one category
 * (spec 1 §7 Services): one page of 20 (spec 1 §9), sorted by name.
 */
export function getServices(
  page: number,
  categoryId: number | null,
  signal?: AbortSignal,
): Promise<OfferingPage> {
  const query = { page, items_per_page: SERVICE_LIST_PAGE_SIZE, sort_by: 'name' } as const;
  return categoryId === null
    ? callEndpoint<typeof listBookableOfferings>(
        { method: 'GET', path: '/offerings/bookable' },
        { query, signal },
      )
    : callEndpoint<typeof listCategoryBookableOfferings>(
        { method: 'GET', path: '/offering_category/:categoryId/offerings/bookable' },
        { params: { categoryId }, query, signal },
      );
}

export const servicesQueryOptions = (page: number, categoryId: number | null) =>
  queryOptions({
    queryKey: serviceKeys.list(page, categoryId),
    queryFn: ({ signal }) => getServices(page, categoryId, signal),
    placeholderData: keepPreviousData,
  });

export function useServices(page: number, categoryId: number | null) {
  return useQuery(servicesQueryOptions(page, categoryId));
}
