import type { listOfferingCategories } from '@paybook/contracts/endpoints/offerings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

/** GET /api/offering_categories: the merchant's categories by name. */
export const getOfferingCategories = (signal?: AbortSignal) =>
  callEndpoint<typeof listOfferingCategories>({ method: 'GET', path: '/offering_categories' }, { signal });

export const offeringCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.categories(),
    queryFn: ({ signal }) => getOfferingCategories(signal),
    select: (answer) => answer.data,
  });

export function useOfferingCategories() {
  return useQuery(offeringCategoriesQueryOptions());
}
