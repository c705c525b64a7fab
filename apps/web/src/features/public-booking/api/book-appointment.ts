import type { PublicBookedAppointment, PublicBookingBody } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicBookingKeys } from './get-public-booking-page';

interface BookVariables {
  urlSubdomain: string;
  body: PublicBookingBody;
  /** ARCHITECTURE.md "Idempotency": the same attempt sent again books once. */
  idempotencyKey: string;
}

/** POST /api/public/booking_page/{url_subdomain}/appointment (ruling 4). */
export function bookAppointment({ urlSubdomain, body, idempotencyKey }: BookVariables) {
  return api.post<PublicBookedAppointment>(
    `/public/booking_page/${encodeURIComponent(urlSubdomain)}/appointment`,
    body,
    { headers: { 'Idempotency-Key': idempotencyKey }, redirectOnUnauthenticated: false },
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
