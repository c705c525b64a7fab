import type { TimeZoneList } from '@paybook/contracts';
import type { listTimeZones } from '@paybook/contracts/endpoints/booking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/time_zones: IANA zones with friendly names (spec 1 §7, ruling 8). */
export function getTimeZones(signal?: AbortSignal): Promise<TimeZoneList> {
  return callEndpoint<typeof listTimeZones>({ method: 'GET', path: '/time_zones' }, { signal });
}

export const timeZonesQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.timeZones(),
    queryFn: ({ signal }) => getTimeZones(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useTimeZones() {
  return useQuery(timeZonesQueryOptions());
}
