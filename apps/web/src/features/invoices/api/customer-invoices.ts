import type { InvoicePage } from '@paybook/contracts';
import type { listCustomerInvoices } from '@paybook/contracts/endpoints/invoices';
import { VIEW_MORE_AFTER } from '@paybook/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { invoiceKeys } from './invoice-keys';

const PAGE_SIZE = VIEW_MORE_AFTER.invoices;

/** GET /api/customer/{id}/invoices: the profile's card, 5 a page (spec 2 §2.1 "view more above 5"). */
export function useCustomerInvoices(customerId: number) {
  return useInfiniteQuery({
    queryKey: [...invoiceKeys.all(), 'customer', customerId],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint<typeof listCustomerInvoices>(
        { method: 'GET', path: '/customer/:customerId/invoices' },
        { params: { customerId }, query: { page: pageParam, items_per_page: PAGE_SIZE }, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: InvoicePage, pages) =>
      pages.length * PAGE_SIZE < last.total_item_count ? pages.length + 1 : undefined,
    meta: { localErrors: true },
  });
}
