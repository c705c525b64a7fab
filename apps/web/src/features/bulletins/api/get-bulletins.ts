import type { listBulletins } from '@paybook/contracts/endpoints/bulletins';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bulletinKeys } from './bulletin-keys';

/** GET /api/merchant/bulletins: the open onboarding prompts (spec 1 §7 Bulletins). */
export const bulletinsQueryOptions = () =>
  queryOptions({
    queryKey: bulletinKeys.list(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listBulletins>({ method: 'GET', path: '/merchant/bulletins' }, { signal }),
    // Other screens' calls complete bulletins on the server; the list is read again on each screen.
    staleTime: 0,
    meta: { localErrors: true },
  });

export function useBulletins(enabled: boolean) {
  return useQuery({ ...bulletinsQueryOptions(), enabled });
}
