import type { ScheduleSettings } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingSettingsKeys } from './booking-settings-keys';

/** PUT /api/merchant_appointment_config/schedule_settings (spec 1 §7 Settings). */
export function updateScheduleSettings(body: ScheduleSettings): Promise<ScheduleSettings> {
  return api.put<ScheduleSettings>('/merchant_appointment_config/schedule_settings', body);
}

export function useUpdateScheduleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScheduleSettings,
    meta: { localErrors: true },
    onSuccess: (settings) => queryClient.setQueryData(bookingSettingsKeys.schedule(), settings),
  });
}
