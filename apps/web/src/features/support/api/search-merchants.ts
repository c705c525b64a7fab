import type { searchMerchants as searchMerchantsEndpoint } from '@paybook/contracts/endpoints/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { supportKeys } from '@/lib/query-keys';

/** GET /api/support/merchants?query=… */
export function searchMerchants(query: string, signal?: AbortSignal) {
  return callEndpoint<typeof searchMerchantsEndpoint>(
    { method: 'GET', path: '/support/merchants' },
    {
      query: { query },
      signal,
      redirectOnUnauthenticated: false,
    },
  );
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
