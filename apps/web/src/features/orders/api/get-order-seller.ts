import type { getOrderSeller as getOrderSellerEndpoint } from '@paybook/contracts/endpoints/orders';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

/** GET /api/order/{id}/seller: who sold the order (issue 15 point 5). */
export const getOrderSeller = (orderId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getOrderSellerEndpoint>(
    { method: 'GET', path: '/order/:orderId/seller' },
    { params: { orderId }, signal },
  );

export function useOrderSeller(orderId: number) {
  return useQuery({
    queryKey: orderKeys.seller(orderId),
    queryFn: ({ signal }) => getOrderSeller(orderId, signal),
    // Who sold it never changes.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { localErrors: true },
  });
}
