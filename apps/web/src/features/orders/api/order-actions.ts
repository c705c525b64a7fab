import type {
  ApproveOrderBody,
  CancelOrderBody,
  CollectPaymentAnswer,
  CollectPaymentBodyInput,
  Order,
} from '@paybook/contracts';
import type {
  approveOrder as approveEndpoint,
  cancelOrder as cancelEndpoint,
  collectOrderPayment as collectEndpoint,
} from '@paybook/contracts/endpoints/order-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from '@/features/calendar/api/calendar-keys';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

// Issue 25 point 1, spec 3 §4.2: approve, cancel (with refund or void) and collect payment. Each carries
// the Idempotency-Key of its modal or page, so a retry after a lost answer never acts twice.

export type OrderActionRequest =
  | { action: 'approve'; orderId: number; idempotencyKey: string; body: ApproveOrderBody }
  | { action: 'cancel'; orderId: number; idempotencyKey: string; body: CancelOrderBody };

export function takeOrderAction(request: OrderActionRequest): Promise<Order> {
  const options = {
    params: { orderId: request.orderId },
    headers: { 'Idempotency-Key': request.idempotencyKey },
  };
  if (request.action === 'approve') {
    return callEndpoint<typeof approveEndpoint>(
      { method: 'POST', path: '/order/:orderId/approve' },
      { ...options, body: request.body },
    );
  }
  return callEndpoint<typeof cancelEndpoint>(
    { method: 'POST', path: '/order/:orderId/cancel' },
    { ...options, body: request.body },
  );
}

export function collectOrderPayment(request: {
  orderId: number;
  idempotencyKey: string;
  body: CollectPaymentBodyInput;
}): Promise<CollectPaymentAnswer> {
  return callEndpoint<typeof collectEndpoint>(
    { method: 'POST', path: '/order/:orderId/collect_payment' },
    {
      params: { orderId: request.orderId },
      headers: { 'Idempotency-Key': request.idempotencyKey },
      body: request.body,
    },
  );
}

/** After an action: the order on screen is the answer; its timeline, lists and the calendar read again. */
function useAfterOrderChange() {
  const queryClient = useQueryClient();
  return {
    onOrder: (order: Order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
    refresh: (orderId: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.timeline(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.customers() }),
        queryClient.invalidateQueries({ queryKey: ['orders', 'payments'] }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
      ]),
  };
}

export function useOrderAction() {
  const after = useAfterOrderChange();
  return useMutation({
    mutationFn: takeOrderAction,
    meta: { localErrors: true },
    onSuccess: after.onOrder,
    onSettled: (_data, _error, request) => after.refresh(request.orderId),
  });
}

export function useCollectPayment() {
  const after = useAfterOrderChange();
  return useMutation({
    mutationFn: collectOrderPayment,
    meta: { localErrors: true },
    onSuccess: (answer) => after.onOrder(answer.order),
    onSettled: (_data, _error, request) => after.refresh(request.orderId),
  });
}
