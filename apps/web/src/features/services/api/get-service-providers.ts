import type { ServiceProviderPage } from '@paybook/contracts';
import { PICKER_PAGE_SIZE } from '@paybook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/service_providers?items_per_page=18|100&sort_by=name (spec 1 §7, §9), for the providers picker. */
export function getServiceProviders(
  itemsPerPage: number,
  signal?: AbortSignal,
): Promise<ServiceProviderPage> {
  return api.get<ServiceProviderPage>('/service_providers', {
    query: { page: 1, items_per_page: itemsPerPage, sort_by: 'name' },
    signal,
  });
}

export const serviceProvidersQueryOptions = (itemsPerPage = PICKER_PAGE_SIZE) =>
  queryOptions({
    queryKey: serviceKeys.providers(itemsPerPage),
    queryFn: ({ signal }) => getServiceProviders(itemsPerPage, signal),
    meta: { localErrors: true },
  });

export function useServiceProviders(itemsPerPage: number) {
  return useQuery(serviceProvidersQueryOptions(itemsPerPage));
}
