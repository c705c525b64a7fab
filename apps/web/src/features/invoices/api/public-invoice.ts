import type { PayInvoiceBody } from '@paybook/contracts';
import type { getPublicInvoice, payPublicInvoice } from '@paybook/contracts/endpoints/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

/** GET /api/public/invoice/{token} (ruling 4: no sign-in). */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: invoiceKeys.public(token),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getPublicInvoice>(
        { method: 'GET', path: '/public/invoice/:token' },
        { params: { token }, signal, redirectOnUnauthenticated: false },
      ),
    meta: { localErrors: true },
    retry: false,
  });
}

/** POST /api/public/invoice/{token}/pay; the key lives as long as the attempt (a retry reuses it). */
export function usePayInvoice(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PayInvoiceBody; key: string }) =>
      callEndpoint<typeof payPublicInvoice>(
        { method: 'POST', path: '/public/invoice/:token/pay' },
        { params: { token }, body, headers: { 'Idempotency-Key': key }, redirectOnUnauthenticated: false },
      ),
    meta: { localErrors: true },
    onSuccess: (answer) => client.setQueryData(invoiceKeys.public(token), answer.invoice),
  });
}
