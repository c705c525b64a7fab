import type { TimelinePage } from '@paybook/contracts';
import type { listTimeline } from '@paybook/contracts/endpoints/customers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** Events a page; one more than the 9 after which 'view more' shows (spec 2 §9). */
export const TIMELINE_PAGE_SIZE = 10;

/** Where 'view more' goes on: after the oldest event shown. */
type TimelineCursor = { created_on: string; id: number };

/**
 * GET /api/customer/timeline/{id}?limit&upper_time_bound&before_id&event_type (spec 2 §7): a page of
 * events after the cursor; event_type filters by the event's timeline_event_type (null: all).
 */
export function getTimeline(
  customerId: number,
  eventType: string | null,
  cursor: TimelineCursor | undefined,
  signal?: AbortSignal,
): Promise<TimelinePage> {
  return callEndpoint<typeof listTimeline>(
    { method: 'GET', path: '/customer/timeline/:id' },
    {
      params: { id: customerId },
      query: {
        limit: TIMELINE_PAGE_SIZE,
        upper_time_bound: cursor?.created_on,
        before_id: cursor?.id,
        event_type: eventType ?? undefined,
      },
      signal,
    },
  );
}

export const timelineQueryOptions = (customerId: number, eventType: string | null) =>
  infiniteQueryOptions({
    queryKey: customerKeys.timeline(customerId, eventType),
    queryFn: ({ pageParam, signal }) => getTimeline(customerId, eventType, pageParam, signal),
    initialPageParam: undefined as TimelineCursor | undefined,
    // 'view more' asks for the events after the oldest one shown (spec 2 §4).
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1) : undefined),
  });

export function useTimeline(customerId: number, eventType: string | null) {
  return useInfiniteQuery(timelineQueryOptions(customerId, eventType));
}
