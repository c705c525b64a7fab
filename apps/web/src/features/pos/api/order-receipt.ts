import type { Order, SendReceiptBody } from '@paybook/contracts';
import type { sendReceipt as sendReceiptEndpoint } from '@paybook/contracts/endpoints/receipts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { posKeys } from './pos-keys';

/** GET /api/order/{id}: the order a sale made. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/order/${orderId}`, { signal });
}

export function useOrder(orderId: number | null) {
  return useQuery({
    queryKey: posKeys.order(orderId ?? 0),
    queryFn: ({ signal }) => getOrder(orderId ?? 0, signal),
    enabled: orderId !== null,
    meta: { localErrors: true },
  });
}

/** POST /api/order/{id}/send_receipt (spec 3 §2.6, §4.2 "Send receipt"). */
export function sendReceipt(orderId: number, body: SendReceiptBody): Promise<unknown> {
  return callEndpoint<typeof sendReceiptEndpoint>(
    { method: 'POST', path: '/order/:orderId/send_receipt' },
    { params: { orderId }, body },
  );
}

export function useSendReceipt(orderId: number) {
  return useMutation({
    mutationFn: (body: SendReceiptBody) => sendReceipt(orderId, body),
    meta: { localErrors: true },
  });
}
