import type { PublicStoreCartInput, PublicStorePayBody } from '@paybook/contracts';
import type {
  getPublicStore,
  payPublicStore,
  quotePublicStore,
} from '@paybook/contracts/endpoints/public-stores';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

// Ruling 4; issue 27 point 4: the hosted page's three calls (no sign-in).

type PageParams = { url_subdomain: string; url_name: string };

export const publicStoreKeys = {
  page: (params: PageParams) => ['public-store', params.url_subdomain, params.url_name] as const,
  quote: (params: PageParams, cart: PublicStoreCartInput) =>
    ['public-store', params.url_subdomain, params.url_name, 'quote', cart] as const,
};

/** GET /api/public/store/{url_subdomain}/{url_name}. */
export function usePublicStore(params: PageParams) {
  return useQuery({
    queryKey: publicStoreKeys.page(params),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getPublicStore>(
        { method: 'GET', path: '/public/store/:url_subdomain/:url_name' },
        { params, signal, redirectOnUnauthenticated: false },
      ),
    meta: { localErrors: true },
    retry: false,
  });
}

/** POST …/quote: the server's prices for the cart; the last answer stays shown while the next loads. */
export function useStoreQuote(params: PageParams, cart: PublicStoreCartInput, enabled: boolean) {
  return useQuery({
    queryKey: publicStoreKeys.quote(params, cart),
    queryFn: ({ signal }) =>
      callEndpoint<typeof quotePublicStore>(
        { method: 'POST', path: '/public/store/:url_subdomain/:url_name/quote' },
        { params, body: cart, signal, redirectOnUnauthenticated: false },
      ),
    enabled,
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
    retry: false,
  });
}

/** POST …/pay; the key lives as long as the attempt (a retry reuses it). */
export function usePayStore(params: PageParams) {
  return useMutation({
    mutationFn: ({ body, key }: { body: PublicStorePayBody; key: string }) =>
      callEndpoint<typeof payPublicStore>(
        { method: 'POST', path: '/public/store/:url_subdomain/:url_name/pay' },
        { params, body, headers: { 'Idempotency-Key': key }, redirectOnUnauthenticated: false },
      ),
    meta: { localErrors: true },
  });
}
