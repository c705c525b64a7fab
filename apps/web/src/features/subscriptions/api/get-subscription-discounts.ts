import type { subscriptionDiscountsFor } from '@paybook/contracts/endpoints/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriptionKeys } from './subscription-keys';

/** PUT /api/subscription/{id}/discounts: the discounts of the offerings, with the dollar limit's message. */
export function useSubscriptionDiscounts(subscriptionId: number, offeringIds: readonly number[]) {
  return useQuery({
    queryKey: subscriptionKeys.discounts(subscriptionId, offeringIds),
    queryFn: ({ signal }) =>
      callEndpoint<typeof subscriptionDiscountsFor>(
        { method: 'PUT', path: '/subscription/:subscriptionId/discounts' },
        { params: { subscriptionId }, body: { offering_ids: [...offeringIds] }, signal },
      ),
    select: (answer) => answer.data,
    meta: { localErrors: true },
    retry: false,
  });
}
