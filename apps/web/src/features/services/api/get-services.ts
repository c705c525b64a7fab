import type { OfferingPage } from '@paybook/contracts';
import { SERVICE_LIST_PAGE_SIZE } from '@paybook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  const path =
    categoryId === null ? '/offerings/bookable' : `/offering_category/${categoryId}/offerings/bookable`;
  return api.get<OfferingPage>(path, {
    query: { page, items_per_page: SERVICE_LIST_PAGE_SIZE, sort_by: 'name' },
    signal,
  });
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
