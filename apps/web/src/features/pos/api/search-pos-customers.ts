import type { PosCustomerPage } from '@paybook/contracts';
import type { searchPosCustomers as searchEndpoint } from '@paybook/contracts/endpoints/pos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { posKeys } from './pos-keys';

/** PUT /api/customers_stats/search (spec 3 §7): the first page (spec 3 §9: 200) of matches, with stats. */
export function searchPosCustomers(search: string, signal?: AbortSignal): Promise<PosCustomerPage> {
  return callEndpoint<typeof searchEndpoint>(
    { method: 'PUT', path: '/customers_stats/search' },
    { query: {}, body: { search }, signal },
  );
}

/** Pass the debounced text and whether it may be searched (the domain's isCustomerSearchable). */
export function usePosCustomerSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: posKeys.customerSearch(search),
    queryFn: ({ signal }) => searchPosCustomers(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: { localErrors: true },
  });
}
