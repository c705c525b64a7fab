import type { QuickCustomerSearchResult } from '@paybook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const customerSearchKeys = {
  search: (query: string) => ['calendar', 'customer-search', { query }] as const,
};

/** GET /api/quick_customer_search?query= (spec 1 §7). */
export function quickCustomerSearch(query: string, signal?: AbortSignal): Promise<QuickCustomerSearchResult> {
  return api.get<QuickCustomerSearchResult>('/quick_customer_search', { query: { query }, signal });
}

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
