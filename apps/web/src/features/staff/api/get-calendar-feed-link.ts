import type { getCalendarFeedLink as getCalendarFeedLinkEndpoint } from '@paybook/contracts/endpoints/calendar-feed';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** GET /api/service_provider/{id}/calendar_feed (issue 26 point 5): the provider's feed address. */
export const getCalendarFeedLink = (serviceProviderId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getCalendarFeedLinkEndpoint>(
    { method: 'GET', path: '/service_provider/:serviceProviderId/calendar_feed' },
    { params: { serviceProviderId }, signal },
  );

export const calendarFeedLinkQueryOptions = (serviceProviderId: number) =>
  queryOptions({
    queryKey: staffKeys.calendarFeed(serviceProviderId),
    queryFn: ({ signal }) => getCalendarFeedLink(serviceProviderId, signal),
    meta: { localErrors: true },
  });

/** The address, read once the feed's dialog opens (the first read makes the token). */
export function useCalendarFeedLink(serviceProviderId: number, enabled: boolean) {
  return useQuery({ ...calendarFeedLinkQueryOptions(serviceProviderId), enabled });
}
