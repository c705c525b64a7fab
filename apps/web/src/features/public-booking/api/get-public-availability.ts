import type {
  getPublicAvailableDates,
  getPublicTimeSlots,
} from '@paybook/contracts/endpoints/public-booking';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicBookingKeys } from './get-public-booking-page';

/** The service and the provider the visitor chose; null provider: any available. */
export interface PublicSlotRequest {
  urlSubdomain: string;
  offeringId: number;
  serviceProviderId: number | null;
}

const offering = ({ urlSubdomain, offeringId }: PublicSlotRequest) => ({
  url_subdomain: urlSubdomain,
  offeringId,
});
const query = (request: PublicSlotRequest) => ({
  service_provider_id: request.serviceProviderId ?? undefined,
});

/** GET …/available_dates/{from}/{to} (yyyy-MM-dd, at most 93 days): days with a free time. */
export const publicAvailableDatesQueryOptions = (request: PublicSlotRequest, from: string, to: string) =>
  queryOptions({
    queryKey: publicBookingKeys.dates(request, from, to),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getPublicAvailableDates>(
        {
          method: 'GET',
          path: '/public/booking_page/:url_subdomain/offering/:offeringId/available_dates/:from/:to',
        },
        {
          params: { ...offering(request), from, to },
          query: query(request),
          signal,
          redirectOnUnauthenticated: false,
        },
      ),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

/** GET …/time_slots/{date}: the free times of a day, each with the providers free for it. */
export const publicTimeSlotsQueryOptions = (request: PublicSlotRequest, date: string) =>
  queryOptions({
    queryKey: publicBookingKeys.slots(request, date),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getPublicTimeSlots>(
        { method: 'GET', path: '/public/booking_page/:url_subdomain/offering/:offeringId/time_slots/:date' },
        {
          params: { ...offering(request), date },
          query: query(request),
          signal,
          redirectOnUnauthenticated: false,
        },
      ),
    // Others book meanwhile: ask again whenever the times are shown.
    staleTime: 0,
    meta: { localErrors: true },
  });
