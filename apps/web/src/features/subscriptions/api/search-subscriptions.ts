import type { SubscriptionSearchBody } from '@paybook/contracts';
import type { searchSubscriptions } from '@paybook/contracts/endpoints/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriptionKeys } from './subscription-keys';

/** POST /api/subscription/search (spec 3 §7): a page of schedules; null asks nothing. */
export function useSubscriptionSearch(body: SubscriptionSearchBody | null) {
  return useQuery({
    queryKey: subscriptionKeys.search(body ?? {}),
    enabled: body !== null,
    queryFn: ({ signal }) =>
      callEndpoint<typeof searchSubscriptions>(
        { method: 'POST', path: '/subscription/search' },
        { body: body ?? {}, signal },
      ),
    meta: { localErrors: true },
  });
}
