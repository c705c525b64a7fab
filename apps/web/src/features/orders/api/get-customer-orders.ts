import type { CustomerOrderPage } from '@paybook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export const RECENT_ORDERS_PER_PAGE = 5;

/** GET /api/customer/{id}/orders: the customer's orders, newest first. */
export function getCustomerOrders(
  customerId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CustomerOrderPage> {
  return api.get<CustomerOrderPage>(`/customer/${customerId}/orders`, {
    query: { page, items_per_page: RECENT_ORDERS_PER_PAGE },
    signal,
  });
}

export function useCustomerOrders(customerId: number, page: number) {
  return useQuery({
    queryKey: orderKeys.customer(customerId, page),
    queryFn: ({ signal }) => getCustomerOrders(customerId, page, signal),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });
}
