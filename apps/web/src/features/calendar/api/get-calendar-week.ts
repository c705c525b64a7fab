import type { getCalendarWeek as getCalendarWeekEndpoint } from '@paybook/contracts/endpoints/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { calendarKeys } from './calendar-keys';

/** GET /api/service_provider/{id}/calendar_week/{yyyyMMdd} (spec 1 §7): the week from its Sunday. */
export const getCalendarWeek = (serviceProviderId: number, weekStart: string, signal?: AbortSignal) =>
  callEndpoint<typeof getCalendarWeekEndpoint>(
    { method: 'GET', path: '/service_provider/:serviceProviderId/calendar_week/:weekStart' },
    {
      params: { serviceProviderId, weekStart: weekStart.replaceAll('-', '') },
      signal,
    },
  );

export const calendarWeekQueryOptions = (serviceProviderId: number, weekStart: string) =>
  queryOptions({
    queryKey: calendarKeys.week(serviceProviderId, weekStart),
    queryFn: ({ signal }) => getCalendarWeek(serviceProviderId, weekStart, signal),
    meta: { localErrors: true },
  });

/** The week on screen; while the next one loads, the last one stays (no flash of an empty grid). */
export function useCalendarWeek(serviceProviderId: number | null, weekStart: string) {
  return useQuery({
    ...calendarWeekQueryOptions(serviceProviderId ?? 0, weekStart),
    enabled: serviceProviderId !== null,
    placeholderData: keepPreviousData,
  });
}
