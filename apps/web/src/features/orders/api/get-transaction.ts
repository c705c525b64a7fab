import type { getTransaction, listPayments } from '@paybook/contracts/endpoints/order-actions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { orderKeys } from './order-keys';

/** GET /api/transaction/{id} (issue 25 point 2: the transaction pages). */
export function useTransactionDetail(transactionId: number | null) {
  return useQuery({
    queryKey: orderKeys.transaction(transactionId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getTransaction>(
        { method: 'GET', path: '/transaction/:transactionId' },
        { params: { transactionId: transactionId ?? 0 }, signal },
      ),
    enabled: transactionId !== null,
    meta: { localErrors: true },
    retry: false,
  });
}

export const PAYMENTS_PAGE_SIZE = 25;

/** GET /api/payments (issue 25 point 2: /payments), a page at a time. */
export function usePayments(search: string, page: number) {
  return useQuery({
    queryKey: orderKeys.payments(search, page),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listPayments>(
        { method: 'GET', path: '/payments' },
        { query: { search, page, items_per_page: PAYMENTS_PAGE_SIZE }, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
