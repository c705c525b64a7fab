import type { TimelinePage } from '@paybook/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** Events a page; one more than the 9 after which 'view more' shows (spec 2 §9). */
export const TIMELINE_PAGE_SIZE = 10;

/**
 * GET /api/customer/timeline/{id}?limit&upper_time_bound&event_type (spec 2 §7): a page of events older
 * than the bound; event_type filters by the event's timeline_event_type (null: all).
 */
export function getTimeline(
  customerId: number,
  eventType: string | null,
  upperTimeBound: string | undefined,
  signal?: AbortSignal,
): Promise<TimelinePage> {
  return api.get<TimelinePage>(`/customer/timeline/${customerId}`, {
    query: {
      limit: TIMELINE_PAGE_SIZE,
      upper_time_bound: upperTimeBound,
      event_type: eventType ?? undefined,
    },
    signal,
  });
}

export const timelineQueryOptions = (customerId: number, eventType: string | null) =>
  infiniteQueryOptions({
    queryKey: customerKeys.timeline(customerId, eventType),
    queryFn: ({ pageParam, signal }) => getTimeline(customerId, eventType, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // 'view more' asks for events older than the oldest one shown (spec 2 §4).
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.created_on : undefined),
  });

export function useTimeline(customerId: number, eventType: string | null) {
  return useInfiniteQuery(timelineQueryOptions(customerId, eventType));
}
