import type { PosItemPage } from '@paybook/contracts';
import type { listActivePosItems } from '@paybook/contracts/endpoints/pos';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { type PosItemsFilter, posKeys } from './pos-keys';

/** The grid asks for this many items at a time; "Show more" asks for the next ones (issue 24 point 5). */
export const POS_ITEMS_PAGE_SIZE = 100;

/** GET /api/offerings/active (spec 3 §7): one page of the active items matching the filter. */
export function listPosItems(
  filter: PosItemsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<PosItemPage> {
  return callEndpoint<typeof listActivePosItems>(
    { method: 'GET', path: '/offerings/active' },
    {
      query: {
        search: filter.search,
        kind: filter.kind,
        page,
        items_per_page: POS_ITEMS_PAGE_SIZE,
        ...(filter.categoryId === null ? {} : { category_id: filter.categoryId }),
      },
      signal,
    },
  );
}

/**
 * An appointment's service as the grid shows items, through the point of sale's own call (a cashier
 * without the catalogue may check out): inactive too, since it may have been deactivated after the booking.
 */
export async function getPosItem(id: number): Promise<PosItemPage['data'][number] | undefined> {
  const page = await callEndpoint<typeof listActivePosItems>(
    { method: 'GET', path: '/offerings/active' },
    { query: { id, items_per_page: 1 } },
  );
  return page.data[0];
}

export const posItemsQueryOptions = (filter: PosItemsFilter) =>
  infiniteQueryOptions({
    queryKey: posKeys.items(filter),
    queryFn: ({ pageParam, signal }) => listPosItems(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * POS_ITEMS_PAGE_SIZE < last.total_item_count ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function usePosItems(filter: PosItemsFilter) {
  return useInfiniteQuery(posItemsQueryOptions(filter));
}
