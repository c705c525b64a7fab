import type {
  ActivateSubscriptionBody,
  CancelSubscriptionBody,
  EditSubscriptionBody,
  Subscription,
  SuspendSubscriptionBody,
} from '@paybook/contracts';
import type {
  activateSubscription,
  cancelSubscription,
  changeSubscriptionPaymentAccount,
  editSubscription,
  suspendSubscription,
} from '@paybook/contracts/endpoints/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriptionKeys } from './subscription-keys';

// spec 3 §7 subscription actions. Each carries the Idempotency-Key of its modal (made once per opening,
// sent again by a retry) and answers the subscription, whose subscription_status the page then shows
// (spec 3 §4.5 "the status shown comes from the response").

export type SubscriptionActionRequest = { subscriptionId: number; idempotencyKey: string } & (
  | { action: 'activate'; body: ActivateSubscriptionBody }
  | { action: 'suspend'; body: SuspendSubscriptionBody }
  | { action: 'cancel'; body: CancelSubscriptionBody }
  | { action: 'edit'; body: EditSubscriptionBody }
  | { action: 'payment_account'; body: { payment_account_id: number } }
);

export type SubscriptionModalAction = SubscriptionActionRequest['action'];

export function takeSubscriptionAction(request: SubscriptionActionRequest): Promise<Subscription> {
  const options = {
    params: { subscriptionId: request.subscriptionId },
    headers: { 'Idempotency-Key': request.idempotencyKey },
  };
  switch (request.action) {
    case 'activate':
      return callEndpoint<typeof activateSubscription>(
        { method: 'PUT', path: '/subscription/:subscriptionId/activate' },
        { ...options, body: request.body },
      );
    case 'suspend':
      return callEndpoint<typeof suspendSubscription>(
        { method: 'PUT', path: '/subscription/:subscriptionId/suspend' },
        { ...options, body: request.body },
      );
    case 'cancel':
      return callEndpoint<typeof cancelSubscription>(
        { method: 'PUT', path: '/subscription/:subscriptionId/cancel' },
        { ...options, body: request.body },
      );
    case 'edit':
      return callEndpoint<typeof editSubscription>(
        { method: 'PUT', path: '/subscription/:subscriptionId' },
        { ...options, body: request.body },
      );
    case 'payment_account':
      return callEndpoint<typeof changeSubscriptionPaymentAccount>(
        { method: 'PUT', path: '/subscription/:subscriptionId/payment_account' },
        { ...options, body: request.body },
      );
  }
}

/** Takes the action; the subscription on screen becomes the answer. */
export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeSubscriptionAction,
    meta: { localErrors: true },
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKeys.detail(subscription.id), subscription);
    },
    onSettled: (_data, _error, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.proration(request.subscriptionId) }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.detail(request.subscriptionId) }),
        queryClient.invalidateQueries({ queryKey: ['subscriptions', 'search'] }),
      ]),
  });
}
