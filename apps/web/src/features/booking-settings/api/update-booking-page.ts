import type { BookingPageSettings, UpdateBookingPageBody } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingSettingsKeys } from './booking-settings-keys';

/** PUT /api/merchant_config/booking_page: the description, or an uploaded image to show. */
export function updateBookingPage(body: UpdateBookingPageBody): Promise<BookingPageSettings> {
  return api.put<BookingPageSettings>('/merchant_config/booking_page', body);
}

export function useUpdateBookingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingPage,
    meta: { localErrors: true },
    onSuccess: (page) => queryClient.setQueryData(bookingSettingsKeys.bookingPage(), page),
  });
}
