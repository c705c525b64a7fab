import type { CancelInvoiceBody, ResendInvoiceBody } from '@paybook/contracts';
import type { cancelInvoice, resendInvoice } from '@paybook/contracts/endpoints/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

/** PUT /api/invoice/{id}/cancel (spec 3 §4.3; the notice is optional, §5). */
export function useCancelInvoice(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CancelInvoiceBody; key: string }) =>
      callEndpoint<typeof cancelInvoice>(
        { method: 'PUT', path: '/invoice/:orderId/cancel' },
        { params: { orderId }, body, headers: { 'Idempotency-Key': key } },
      ),
    meta: { localErrors: true },
    onSuccess: (invoice) => {
      client.setQueryData(invoiceKeys.detail(orderId), invoice);
      void client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

/** POST /api/invoice/{id}/resend (spec 3 §5: recipient e-mails are required). */
export function useResendInvoice(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ResendInvoiceBody; key: string }) =>
      callEndpoint<typeof resendInvoice>(
        { method: 'POST', path: '/invoice/:orderId/resend' },
        { params: { orderId }, body, headers: { 'Idempotency-Key': key } },
      ),
    meta: { localErrors: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: invoiceKeys.detail(orderId) }),
  });
}
