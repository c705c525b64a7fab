import type { listActiveFeeStructures } from '@paybook/contracts/endpoints/fee-structures';
import type {
  listActivePosItems,
  matchPosCustomer,
  searchPosCustomers,
} from '@paybook/contracts/endpoints/pos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

// What the builder picks from: the active items and the customers (the selling calls of the point of
// sale, which the builder's create_orders allows), and the active fees and taxes that price the lines.

export function useBuilderItems(search: string) {
  return useQuery({
    queryKey: invoiceKeys.items(search),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listActivePosItems>(
        { method: 'GET', path: '/offerings/active' },
        { query: { search, items_per_page: 50 }, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useBuilderCustomers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.customers(search),
    queryFn: ({ signal }) =>
      callEndpoint<typeof searchPosCustomers>(
        { method: 'PUT', path: '/customers_stats/search' },
        { query: {}, body: { search }, signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: { localErrors: true },
  });
}

/** The customer `?customerId` or an edited invoice names. */
export function useBuilderCustomer(customerId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.customer(customerId ?? 0),
    queryFn: () =>
      callEndpoint<typeof matchPosCustomer>(
        { method: 'POST', path: '/customer/stats/matched/:customerId' },
        { params: { customerId: customerId ?? 0 } },
      ),
    enabled: customerId !== null,
    meta: { localErrors: true },
    retry: false,
  });
}

export function useBuilderFees() {
  return useQuery({
    queryKey: invoiceKeys.fees(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listActiveFeeStructures>(
        { method: 'GET', path: '/catalog/fee_structures/active' },
        { signal },
      ),
    staleTime: 60_000,
  });
}
