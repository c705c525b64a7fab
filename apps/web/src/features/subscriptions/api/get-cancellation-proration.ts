import type { calculateCancellationProration } from '@paybook/contracts/endpoints/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/subscription/{id}/cancellation/calculate_proration (decision 127), read when the modal opens. */
export function useCancellationProration(subscriptionId: number) {
  return useQuery({
    queryKey: subscriptionKeys.proration(subscriptionId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof calculateCancellationProration>(
        { method: 'GET', path: '/subscription/:subscriptionId/cancellation/calculate_proration' },
        { params: { subscriptionId }, signal },
      ),
    meta: { localErrors: true },
    retry: false,
    staleTime: 0,
  });
}
