import type { ScheduleSettings } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/merchant_appointment_config/schedule_settings (spec 1 §7 Settings). */
export function getScheduleSettings(signal?: AbortSignal): Promise<ScheduleSettings> {
  return api.get<ScheduleSettings>('/merchant_appointment_config/schedule_settings', { signal });
}

export const scheduleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.schedule(),
    queryFn: ({ signal }) => getScheduleSettings(signal),
  });

export function useScheduleSettings() {
  return useQuery(scheduleSettingsQueryOptions());
}
