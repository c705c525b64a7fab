import type { InvoiceBodyInput } from '@paybook/contracts';
import type { createInvoice, updateInvoice } from '@paybook/contracts/endpoints/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

/** POST /api/invoice, or PUT /api/invoice/{id} for an edit; one Idempotency-Key per submit. */
export function saveInvoice(orderId: number | null, body: InvoiceBodyInput, key: string) {
  const headers = { 'Idempotency-Key': key };
  if (orderId === null)
    return callEndpoint<typeof createInvoice>({ method: 'POST', path: '/invoice' }, { body, headers });
  return callEndpoint<typeof updateInvoice>(
    { method: 'PUT', path: '/invoice/:orderId' },
    { params: { orderId }, body, headers },
  );
}

export function useSaveInvoice(orderId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: InvoiceBodyInput; key: string }) => saveInvoice(orderId, body, key),
    meta: { localErrors: true },
    onSuccess: (invoice) => {
      client.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      void client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
