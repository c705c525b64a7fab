import type { BookingPageSettings } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/merchant_config/booking_page (spec 1 §2.3 booking). */
export function getBookingPage(signal?: AbortSignal): Promise<BookingPageSettings> {
  return api.get<BookingPageSettings>('/merchant_config/booking_page', { signal });
}

export const bookingPageQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.bookingPage(),
    queryFn: ({ signal }) => getBookingPage(signal),
  });

export function useBookingPage() {
  return useQuery(bookingPageQueryOptions());
}
