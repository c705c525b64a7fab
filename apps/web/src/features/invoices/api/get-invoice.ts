import type { getInvoice, getInvoiceDuplicate } from '@paybook/contracts/endpoints/invoices';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoice/{id}: the invoice, its order and its timeline. */
export function useInvoice(orderId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(orderId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getInvoice>(
        { method: 'GET', path: '/invoice/:orderId' },
        { params: { orderId: orderId ?? 0 }, signal },
      ),
    enabled: orderId !== null,
    meta: { localErrors: true },
    retry: false,
  });
}

/** GET /api/invoice/{id}/duplicate: the invoice a duplicate starts from. */
export function useInvoiceDuplicate(orderId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.duplicate(orderId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getInvoiceDuplicate>(
        { method: 'GET', path: '/invoice/:orderId/duplicate' },
        { params: { orderId: orderId ?? 0 }, signal },
      ),
    enabled: orderId !== null,
    meta: { localErrors: true },
    retry: false,
  });
}
