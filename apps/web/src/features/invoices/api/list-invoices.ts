import type { InvoiceStatus } from '@paybook/contracts';
import type { listInvoices } from '@paybook/contracts/endpoints/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

export interface InvoiceListFilter {
  page: number;
  items_per_page: number;
  status?: InvoiceStatus;
  customer_id?: number;
  search: string;
}

/** GET /api/invoices: one page, newest invoice date first (spec 3 §9). */
export function useInvoices(query: InvoiceListFilter) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listInvoices>({ method: 'GET', path: '/invoices' }, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });
}
