import { listOfferingCategories } from '@paybook/contracts/endpoints/offerings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

/** GET /api/offering_categories: the merchant's categories by name. */
export const getOfferingCategories = (signal?: AbortSignal) =>
  callEndpoint(listOfferingCategories, { signal });

export const offeringCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.categories(),
    queryFn: ({ signal }) => getOfferingCategories(signal),
    select: (answer) => answer.data,
  });

export function useOfferingCategories() {
  return useQuery(offeringCategoriesQueryOptions());
}
