import { type CustomerList, customerListColumns } from '@paybook/contracts';
import type { listCustomers } from '@paybook/contracts/endpoints/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { CUSTOMER_LIST_PAGE_SIZE, type CustomerListQuery } from '../components/customer-list-params';
import { customerKeys } from './customer-keys';

/** PUT /api/customer/search?page&items_per_page=50&sort_by&sort_direction (spec 2 §2.1, §7, §9). */
export function getCustomers(query: CustomerListQuery, signal?: AbortSignal): Promise<CustomerList> {
  return callEndpoint<typeof listCustomers>(
    { method: 'PUT', path: '/customer/search' },
    {
      query: {
        page: query.page,
        items_per_page: CUSTOMER_LIST_PAGE_SIZE,
        sort_by: query.sortBy,
        sort_direction: query.sortDirection,
      },
      body: { projections: [...customerListColumns], query: { search: query.search } },
      signal,
    },
  );
}

export const customersQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

export function useCustomers(query: CustomerListQuery) {
  return useQuery(customersQueryOptions(query));
}
