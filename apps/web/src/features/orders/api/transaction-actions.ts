import type { Order, RefundBody, RefundVoidBody, TransactionActionBody } from '@paybook/contracts';
import type {
  refundTransaction,
  voidRefund,
  voidTransaction,
} from '@paybook/contracts/endpoints/transaction-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from '@/features/calendar/api/calendar-keys';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

// spec 3 §7: PUT transaction/{id}/void, PUT transaction/{id}/refund and PUT
// order/{orderKey}/{refId}/payment/{id}/void. Each moves money, so each carries the Idempotency-Key of
// its modal (ARCHITECTURE.md "Idempotency"), and answers the order as GET order/{id} does.

export type TransactionAction = 'void' | 'refund' | 'void_refund';

export interface TransactionActionRequest {
  action: TransactionAction;
  transactionId: number;
  orderId: number;
  /** The refunded payment (void refund only). */
  paymentId: number | null;
  notifyCustomer: boolean;
  /** Refund only: decimal text, or null for everything left. */
  amount: string | null;
  idempotencyKey: string;
}

export function takeTransactionAction(request: TransactionActionRequest): Promise<Order> {
  const headers = { 'Idempotency-Key': request.idempotencyKey };
  const common: TransactionActionBody = {
    payment_id: request.transactionId,
    order_key: request.orderId,
    suppress_notification: !request.notifyCustomer,
    to_email_override: '',
  };
  if (request.action === 'void') {
    return callEndpoint<typeof voidTransaction>(
      { method: 'PUT', path: '/transaction/:transactionId/void' },
      {
        params: { transactionId: request.transactionId },
        body: common,
        headers,
      },
    );
  }
  if (request.action === 'refund') {
    const body: RefundBody = { ...common, amount: request.amount };
    return callEndpoint<typeof refundTransaction>(
      { method: 'PUT', path: '/transaction/:transactionId/refund' },
      {
        params: { transactionId: request.transactionId },
        body,
        headers,
      },
    );
  }
  const notice: RefundVoidBody = {
    suppress_notification: common.suppress_notification,
    to_email_override: common.to_email_override,
  };
  return callEndpoint<typeof voidRefund>(
    { method: 'PUT', path: '/order/:orderKey/:refId/payment/:id/void' },
    {
      params: { orderKey: request.orderId, refId: request.paymentId ?? 0, id: request.transactionId },
      body: notice,
      headers,
    },
  );
}

/**
 * Takes the action; the order on screen becomes the answer, and every order list reads again, as do the
 * calendar's weeks and days (a visit checked out on this order shows what it was paid: issue 24 point 1).
 */
export function useTransactionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeTransactionAction,
    meta: { localErrors: true },
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
    },
    onSettled: (_data, _error, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(request.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.customers() }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
      ]),
  });
}
