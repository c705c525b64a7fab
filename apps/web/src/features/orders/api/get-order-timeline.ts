import type { getOrderTimeline } from '@paybook/contracts/endpoints/order-actions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

/** GET /api/order/{id}/timeline (issue 25 point 2). */
export function useOrderTimeline(orderId: number) {
  return useQuery({
    queryKey: orderKeys.timeline(orderId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getOrderTimeline>(
        { method: 'GET', path: '/order/:orderId/timeline' },
        { params: { orderId }, signal },
      ),
  });
}
