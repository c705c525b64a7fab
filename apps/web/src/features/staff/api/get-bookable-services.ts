import type { listBookableOfferings } from '@paybook/contracts/endpoints/offerings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** GET /api/offerings/bookable (spec 1 §7): the services a provider may perform, first 100 by name. */
export const getBookableServices = (signal?: AbortSignal) =>
  callEndpoint<typeof listBookableOfferings>(
    { method: 'GET', path: '/offerings/bookable' },
    {
      query: { page: 1, items_per_page: 100, sort_by: 'name' },
      signal,
    },
  );

export const bookableServicesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.bookableServices(),
    queryFn: ({ signal }) => getBookableServices(signal),
    meta: { localErrors: true },
  });

export function useBookableServices() {
  return useQuery(bookableServicesQueryOptions());
}
