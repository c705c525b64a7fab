import type { PublicAvailableDates, PublicTimeSlots } from '@paybook/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicBookingKeys } from './get-public-booking-page';

/** The service and the provider the visitor chose; null provider: any available. */
export interface PublicSlotRequest {
  urlSubdomain: string;
  offeringId: number;
  serviceProviderId: number | null;
}

const base = ({ urlSubdomain, offeringId }: PublicSlotRequest) =>
  `/public/booking_page/${encodeURIComponent(urlSubdomain)}/offering/${offeringId}`;
const query = (request: PublicSlotRequest) => ({
  service_provider_id: request.serviceProviderId ?? undefined,
});

/** GET …/available_dates/{from}/{to} (yyyy-MM-dd, at most 93 days): days with a free time. */
export const publicAvailableDatesQueryOptions = (request: PublicSlotRequest, from: string, to: string) =>
  queryOptions({
    queryKey: publicBookingKeys.dates(request, from, to),
    queryFn: ({ signal }) =>
      api.get<PublicAvailableDates>(`${base(request)}/available_dates/${from}/${to}`, {
        query: query(request),
        signal,
        redirectOnUnauthenticated: false,
      }),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

/** GET …/time_slots/{date}: the free times of a day, each with the providers free for it. */
export const publicTimeSlotsQueryOptions = (request: PublicSlotRequest, date: string) =>
  queryOptions({
    queryKey: publicBookingKeys.slots(request, date),
    queryFn: ({ signal }) =>
      api.get<PublicTimeSlots>(`${base(request)}/time_slots/${date}`, {
        query: query(request),
        signal,
        redirectOnUnauthenticated: false,
      }),
    // Others book meanwhile: ask again whenever the times are shown.
    staleTime: 0,
    meta: { localErrors: true },
  });
