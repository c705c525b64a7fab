import type { getSubscription as getSubscriptionEndpoint } from '@paybook/contracts/endpoints/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/subscription/{id} (spec 3 §3.2). */
export const getSubscription = (subscriptionId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getSubscriptionEndpoint>(
    { method: 'GET', path: '/subscription/:subscriptionId' },
    { params: { subscriptionId }, signal },
  );

export const subscriptionQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(subscriptionId),
    queryFn: ({ signal }) => getSubscription(subscriptionId, signal),
    // The page shows not-found and refused itself.
    meta: { localErrors: true },
    retry: false,
  });

export function useSubscription(subscriptionId: number | null) {
  return useQuery({ ...subscriptionQueryOptions(subscriptionId ?? 0), enabled: subscriptionId !== null });
}
