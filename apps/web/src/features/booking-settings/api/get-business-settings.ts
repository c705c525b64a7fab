import type { BusinessSettings } from '@paybook/contracts';
import type { getBusinessSettings as getBusinessSettingsEndpoint } from '@paybook/contracts/endpoints/booking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/merchant/business_settings: time zone and booking address (spec 1 §7 Settings). */
export function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return callEndpoint<typeof getBusinessSettingsEndpoint>(
    { method: 'GET', path: '/merchant/business_settings' },
    { signal },
  );
}

export const businessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.business(),
    queryFn: ({ signal }) => getBusinessSettings(signal),
  });

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}
