import type { PublicDesign } from '@paybook/contracts';
import type { getPublicDesign } from '@paybook/contracts/endpoints/design-settings';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * GET /api/public/design/{url_subdomain} (issue 26 point 4, decision 183): the merchant's logo, banner,
 * colours and terms on its public pages. A page shows itself without them while they load or if they fail.
 */
export function usePublicDesign(urlSubdomain: string | null) {
  return useQuery({
    queryKey: ['public-design', urlSubdomain],
    queryFn: ({ signal }) =>
      callEndpoint<typeof getPublicDesign>(
        { method: 'GET', path: '/public/design/:url_subdomain' },
        { params: { url_subdomain: urlSubdomain ?? '' }, signal, redirectOnUnauthenticated: false },
      ),
    enabled: urlSubdomain !== null && urlSubdomain !== '',
    retry: false,
    staleTime: 60_000,
    // The page shows itself without the design; an unknown business is the page's own not-found.
    meta: { localErrors: true },
  });
}

export const termsTextOf = (design: PublicDesign, kind: PublicDesign['terms'][number]['kind']) =>
  design.terms.find((term) => term.kind === kind)?.text ?? '';
