import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageOffset } from './next-page-offset';

/** A list page's fetch: the merchant's list (customerId null) or one customer's, `limit` from `offset`. */
type FetchPage<P> = (
  customerId: number | null,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) => Promise<P>;

/**
 * The two list queries of each recurring kind (recurring payments, scheduled invoices): a page of the
 * merchant's (or one customer's) list, `pageSize` a page, and the customer profile's card, `profilePage` at
 * a time with 'view more' (spec 2 §2.1).
 */
export function scheduleListQueries<P extends { total_item_count: number }>(options: {
  keys: {
    list: (customerId: number | null, offset: number) => readonly unknown[];
    ofCustomer: (customerId: number) => readonly unknown[];
  };
  pageSize: number;
  profilePage: number;
  fetchPage: FetchPage<P>;
}) {
  const { keys, pageSize, profilePage, fetchPage } = options;
  return {
    useList(customerId: number | null, offset: number) {
      return useQuery({
        queryKey: keys.list(customerId, offset),
        queryFn: ({ signal }) => fetchPage(customerId, offset, pageSize, signal),
        placeholderData: keepPreviousData,
        meta: { localErrors: true },
      });
    },
    useCustomerList(customerId: number) {
      return useInfiniteQuery({
        queryKey: keys.ofCustomer(customerId),
        queryFn: ({ pageParam, signal }) => fetchPage(customerId, pageParam, profilePage, signal),
        initialPageParam: 0,
        getNextPageParam: nextPageOffset(profilePage),
        meta: { localErrors: true },
      });
    },
  };
}
