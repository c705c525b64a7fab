import type { BookingPageSettings } from '@paybook/contracts';
import type { getBookingPage as getBookingPageEndpoint } from '@paybook/contracts/endpoints/booking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bookingSettingsKeys } from './booking-settings-keys';

/** GET /api/merchant_config/booking_page (spec 1 §2.3 booking). */
export function getBookingPage(signal?: AbortSignal): Promise<BookingPageSettings> {
  return callEndpoint<typeof getBookingPageEndpoint>(
    { method: 'GET', path: '/merchant_config/booking_page' },
    { signal },
  );
}

export const bookingPageQueryOptions = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.bookingPage(),
    queryFn: ({ signal }) => getBookingPage(signal),
  });

export function useBookingPage() {
  return useQuery(bookingPageQueryOptions());
}
