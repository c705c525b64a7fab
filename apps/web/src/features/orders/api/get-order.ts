import type { getOrder as getOrderEndpoint } from '@paybook/contracts/endpoints/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

/** GET /api/order/{id} (spec 3 §7 "get order"). */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getOrderEndpoint>(
    { method: 'GET', path: '/order/:orderId' },
    { params: { orderId }, signal },
  );

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // The page shows not-found and refused itself.
    meta: { localErrors: true },
    retry: false,
  });

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
