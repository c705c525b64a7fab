import type { ScheduleSettings } from '@paybook/contracts';
import type { getScheduleSettings as getScheduleSettingsEndpoint } from '@paybook/contracts/endpoints/booking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/merchant_appointment_config/schedule_settings (spec 1 §7 Settings). */
export function getScheduleSettings(signal?: AbortSignal): Promise<ScheduleSettings> {
  return callEndpoint<typeof getScheduleSettingsEndpoint>(
    { method: 'GET', path: '/merchant_appointment_config/schedule_settings' },
    { signal },
  );
}

export const scheduleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.schedule(),
    queryFn: ({ signal }) => getScheduleSettings(signal),
  });

export function useScheduleSettings() {
  return useQuery(scheduleSettingsQueryOptions());
}
