import type { quickSearchCustomers } from '@paybook/contracts/endpoints/calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export const customerSearchKeys = {
  search: (query: string) => ['calendar', 'customer-search', { query }] as const,
};

/** GET /api/quick_customer_search?query= (spec 1 §7). */
export const quickCustomerSearch = (query: string, signal?: AbortSignal) =>
  callEndpoint<typeof quickSearchCustomers>(
    { method: 'GET', path: '/quick_customer_search' },
    { query: { query }, signal },
  );

/** Pass the debounced text, and whether it may be searched (spec 1 §5, `isSearchableQuery`). */
export function useQuickCustomerSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: customerSearchKeys.search(query),
    queryFn: ({ signal }) => quickCustomerSearch(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: { localErrors: true },
  });
}
