import type { SendReceiptBody } from '@paybook/contracts';
import type { sendReceipt } from '@paybook/contracts/endpoints/receipts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/order/{id}/send_receipt (spec 3 §4.2 "Send receipt"), one Idempotency-Key per sending. */
export function sendOrderReceipt(orderId: number, body: SendReceiptBody, idempotencyKey: string) {
  return callEndpoint<typeof sendReceipt>(
    { method: 'POST', path: '/order/:orderId/send_receipt' },
    {
      params: { orderId },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

export function useSendOrderReceipt(orderId: number) {
  return useMutation({
    mutationFn: ({ body, key }: { body: SendReceiptBody; key: string }) =>
      sendOrderReceipt(orderId, body, key),
    meta: { localErrors: true },
  });
}
