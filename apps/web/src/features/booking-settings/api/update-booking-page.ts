import type { BookingPageSettings, UpdateBookingPageBody } from '@paybook/contracts';
import type { updateBookingPage as updateBookingPageEndpoint } from '@paybook/contracts/endpoints/booking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

/** PUT /api/merchant_config/booking_page: the description, or an uploaded image to show. */
export function updateBookingPage(body: UpdateBookingPageBody): Promise<BookingPageSettings> {
  return callEndpoint<typeof updateBookingPageEndpoint>(
    { method: 'PUT', path: '/merchant_config/booking_page' },
    { body },
  );
}

export function useUpdateBookingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingPage,
    meta: { localErrors: true },
    onSuccess: (page) => queryClient.setQueryData(bookingSettingsKeys.bookingPage(), page),
  });
}
