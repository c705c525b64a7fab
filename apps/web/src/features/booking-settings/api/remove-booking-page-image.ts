import type { BookingPageSettings } from '@paybook/contracts';
import {
  removeBookingPageBusinessImage,
  removeBookingPageLogo,
} from '@paybook/contracts/endpoints/booking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

export type BookingPageImage = 'logo' | 'business_image';

/** DELETE /api/merchant_config/logo or /api/merchant_config/business_image (spec 1 §7 Settings). */
export function removeBookingPageImage(image: BookingPageImage): Promise<BookingPageSettings> {
  return callEndpoint(image === 'logo' ? removeBookingPageLogo : removeBookingPageBusinessImage, {});
}

export function useRemoveBookingPageImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookingPageImage,
    meta: { localErrors: true },
    onSuccess: (page) => queryClient.setQueryData(bookingSettingsKeys.bookingPage(), page),
  });
}
