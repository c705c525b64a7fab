import type { SupportMerchant } from '@paybook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from '@/lib/query-keys';

/** GET /api/support/merchants?query=… */
export function searchMerchants(query: string, signal?: AbortSignal): Promise<{ data: SupportMerchant[] }> {
  return api.get<{ data: SupportMerchant[] }>('/support/merchants', {
    query: { query },
    signal,
    redirectOnUnauthenticated: false,
  });
}

export const searchMerchantsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: supportKeys.merchants(query),
    queryFn: ({ signal }) => searchMerchants(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchMerchants(query: string) {
  return useQuery(searchMerchantsQueryOptions(query));
}
