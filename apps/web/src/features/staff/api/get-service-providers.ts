import type { listServiceProviders } from '@paybook/contracts/endpoints/staff';
import { PICKER_PAGE_SIZE } from '@paybook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/**
 * GET /api/service_providers?items_per_page=18|100&sort_by=name (spec 1 §7, §9): the providers pickers of
 * the calendar and the service form.
 */
export const getServiceProviders = (itemsPerPage: number, signal?: AbortSignal) =>
  callEndpoint<typeof listServiceProviders>(
    { method: 'GET', path: '/service_providers' },
    {
      query: { page: 1, items_per_page: itemsPerPage, sort_by: 'name' },
      signal,
    },
  );

export const serviceProvidersQueryOptions = (itemsPerPage = PICKER_PAGE_SIZE) =>
  queryOptions({
    queryKey: staffKeys.providers(itemsPerPage),
    queryFn: ({ signal }) => getServiceProviders(itemsPerPage, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

export function useServiceProviders(itemsPerPage: number, enabled = true) {
  return useQuery({ ...serviceProvidersQueryOptions(itemsPerPage), enabled });
}
