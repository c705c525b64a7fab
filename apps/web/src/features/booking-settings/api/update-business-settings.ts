import type { BusinessSettings, UpdateBusinessSettingsBody } from '@paybook/contracts';
import type { updateBusinessSettings as updateBusinessSettingsEndpoint } from '@paybook/contracts/endpoints/booking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

/** PUT /api/merchant/business_settings: the booking address (and the time zone while it is the default). */
export function updateBusinessSettings(body: UpdateBusinessSettingsBody): Promise<BusinessSettings> {
  return callEndpoint<typeof updateBusinessSettingsEndpoint>(
    { method: 'PUT', path: '/merchant/business_settings' },
    { body },
  );
}

export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessSettings,
    meta: { localErrors: true },
    onSuccess: (settings) =>
      Promise.all([
        queryClient.setQueryData(bookingSettingsKeys.business(), settings),
        // The booking page shows the address in its preview link.
        queryClient.invalidateQueries({ queryKey: bookingSettingsKeys.bookingPage() }),
      ]),
  });
}
