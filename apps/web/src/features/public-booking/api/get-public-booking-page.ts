import type { PublicBookingPage } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publicBookingKeys = {
  page: (urlSubdomain: string) => ['public-booking', urlSubdomain] as const,
};

/** GET /api/public/booking_page/{url_subdomain} (ruling 4): no sign-in. */
export function getPublicBookingPage(urlSubdomain: string, signal?: AbortSignal): Promise<PublicBookingPage> {
  return api.get<PublicBookingPage>(`/public/booking_page/${encodeURIComponent(urlSubdomain)}`, {
    signal,
    redirectOnUnauthenticated: false,
  });
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
