import type { listCustomerOrders } from '@paybook/contracts/endpoints/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

export const RECENT_ORDERS_PER_PAGE = 5;

/** GET /api/customer/{id}/orders: the customer's orders, newest first. */
export const getCustomerOrders = (customerId: number, page: number, signal?: AbortSignal) =>
  callEndpoint<typeof listCustomerOrders>(
    { method: 'GET', path: '/customer/:customerId/orders' },
    {
      params: { customerId },
      query: { page, items_per_page: RECENT_ORDERS_PER_PAGE },
      signal,
    },
  );

export function useCustomerOrders(customerId: number, page: number) {
  return useQuery({
    queryKey: orderKeys.customer(customerId, page),
    queryFn: ({ signal }) => getCustomerOrders(customerId, page, signal),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });
}
