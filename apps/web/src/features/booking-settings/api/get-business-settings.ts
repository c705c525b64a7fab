import type { BusinessSettings } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/merchant/business_settings: time zone and booking address (spec 1 §7 Settings). */
export function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return api.get<BusinessSettings>('/merchant/business_settings', { signal });
}

export const businessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.business(),
    queryFn: ({ signal }) => getBusinessSettings(signal),
  });

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}
