import type { TimeZoneList } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** GET /api/time_zones (spec 1 §7, ruling 8), for the setup page's zone picker. */
export function getTimeZones(signal?: AbortSignal): Promise<TimeZoneList> {
  return api.get<TimeZoneList>('/time_zones', { signal });
}

export const timeZonesQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.timeZones(),
    queryFn: ({ signal }) => getTimeZones(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useTimeZones() {
  return useQuery(timeZonesQueryOptions());
}
