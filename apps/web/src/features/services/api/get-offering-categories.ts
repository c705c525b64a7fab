import type { OfferingCategoryList } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/offering_categories: the merchant's categories by name. */
export function getOfferingCategories(signal?: AbortSignal): Promise<OfferingCategoryList> {
  return api.get<OfferingCategoryList>('/offering_categories', { signal });
}

export const offeringCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.categories(),
    queryFn: ({ signal }) => getOfferingCategories(signal),
    select: (answer) => answer.data,
  });

export function useOfferingCategories() {
  return useQuery(offeringCategoriesQueryOptions());
}
