import type { PublicBookingPageWithContact as PublicBookingPage } from '@paybook/contracts';
import type { getPublicBookingPage as getPublicBookingPageEndpoint } from '@paybook/contracts/endpoints/public-booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

// Keys are plain arrays (not tuples), so the day picker and the time step take the booking page's and
// the manage page's queries alike.
export const publicBookingKeys = {
  page: (urlSubdomain: string): readonly unknown[] => ['public-booking', urlSubdomain],
  dates: (request: { urlSubdomain: string }, from: string, to: string): readonly unknown[] => [
    'public-booking',
    request.urlSubdomain,
    'dates',
    request,
    { from, to },
  ],
  slots: (request: { urlSubdomain: string }, date: string): readonly unknown[] => [
    'public-booking',
    request.urlSubdomain,
    'slots',
    request,
    { date },
  ],
};

/** GET /api/public/booking_page/{url_subdomain} (ruling 4): no sign-in. */
export function getPublicBookingPage(urlSubdomain: string, signal?: AbortSignal): Promise<PublicBookingPage> {
  return callEndpoint<typeof getPublicBookingPageEndpoint>(
    { method: 'GET', path: '/public/booking_page/:url_subdomain' },
    {
      params: { url_subdomain: urlSubdomain },
      signal,
      redirectOnUnauthenticated: false,
    },
  );
}

export const publicBookingPageQueryOptions = (urlSubdomain: string) =>
  queryOptions({
    queryKey: publicBookingKeys.page(urlSubdomain),
    queryFn: ({ signal }) => getPublicBookingPage(urlSubdomain, signal),
    meta: { localErrors: true },
  });

export function usePublicBookingPage(urlSubdomain: string) {
  return useQuery(publicBookingPageQueryOptions(urlSubdomain));
}
