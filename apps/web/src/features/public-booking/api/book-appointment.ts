import type { PublicBookingBody } from '@paybook/contracts';
import type { bookPublicAppointment } from '@paybook/contracts/endpoints/public-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicBookingKeys } from './get-public-booking-page';

interface BookVariables {
  urlSubdomain: string;
  body: PublicBookingBody;
  /** ARCHITECTURE.md "Idempotency": the same attempt sent again books once. */
  idempotencyKey: string;
}

/** POST /api/public/booking_page/{url_subdomain}/appointment (ruling 4). */
export function bookAppointment({ urlSubdomain, body, idempotencyKey }: BookVariables) {
  return callEndpoint<typeof bookPublicAppointment>(
    { method: 'POST', path: '/public/booking_page/:url_subdomain/appointment' },
    {
      params: { url_subdomain: urlSubdomain },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      redirectOnUnauthenticated: false,
    },
  );
}

/** Books; afterwards (booked or refused) the free days and times of the page are read again. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    meta: { localErrors: true },
    onSettled: (_data, _error, { urlSubdomain }) =>
      queryClient.invalidateQueries({ queryKey: publicBookingKeys.page(urlSubdomain) }),
  });
}
