import type { BusinessSettings } from '@paybook/contracts';
import type { setTimeZone as setTimeZoneEndpoint } from '@paybook/contracts/endpoints/booking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from '@/lib/query-keys';
import { bookingSettingsKeys } from './booking-settings-keys';

/** PUT /api/merchant/set_time_zone { time_zone } (spec 1 §7): only while the zone is the default or empty. */
export function setTimeZone(timeZone: string): Promise<BusinessSettings> {
  return callEndpoint<typeof setTimeZoneEndpoint>(
    { method: 'PUT', path: '/merchant/set_time_zone' },
    { body: { time_zone: timeZone } },
  );
}

export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimeZone,
    meta: { localErrors: true },
    onSuccess: (settings) =>
      Promise.all([
        queryClient.setQueryData(bookingSettingsKeys.business(), settings),
        // The login context carries the merchant's zone for the rest of the app.
        queryClient.invalidateQueries({ queryKey: authKeys.loginContext() }),
      ]),
  });
}
