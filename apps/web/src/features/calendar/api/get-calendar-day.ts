import type { getCalendarDay as getCalendarDayEndpoint } from '@paybook/contracts/endpoints/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { calendarKeys } from './calendar-keys';

/** GET /api/calendar_day/{yyyyMMdd} (issue 24 point 3): every provider's day the user may see. */
export const getCalendarDay = (date: string, signal?: AbortSignal) =>
  callEndpoint<typeof getCalendarDayEndpoint>(
    { method: 'GET', path: '/calendar_day/:date' },
    { params: { date: date.replaceAll('-', '') }, signal },
  );

export const calendarDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: calendarKeys.day(date),
    queryFn: ({ signal }) => getCalendarDay(date, signal),
    meta: { localErrors: true },
  });

/** The providers' day on screen; while the next day loads, the last one stays (no flash of an empty grid). */
export function useCalendarDay(date: string, isShown: boolean) {
  return useQuery({
    ...calendarDayQueryOptions(date),
    enabled: isShown,
    placeholderData: keepPreviousData,
  });
}
