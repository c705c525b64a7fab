import type { OrderSellerAnswer } from '@paybook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/order/{id}/seller: who sold the order (issue 15 point 5). */
export function getOrderSeller(orderId: number, signal?: AbortSignal): Promise<OrderSellerAnswer> {
  return api.get<OrderSellerAnswer>(`/order/${orderId}/seller`, { signal });
}

export function useOrderSeller(orderId: number) {
  return useQuery({
    queryKey: orderKeys.seller(orderId),
    queryFn: ({ signal }) => getOrderSeller(orderId, signal),
    // Who sold it never changes.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { localErrors: true },
  });
}
