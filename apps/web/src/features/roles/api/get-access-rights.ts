import type { listAccessRights } from '@paybook/contracts/endpoints/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { roleKeys } from './role-keys';

/** GET /api/client_access_rights (spec 3 §7): every access right a role can grant, with its description. */
export const getAccessRights = (signal?: AbortSignal) =>
  callEndpoint<typeof listAccessRights>({ method: 'GET', path: '/client_access_rights' }, { signal });

export const accessRightsQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.accessRights(),
    queryFn: ({ signal }) => getAccessRights(signal),
    // The spec's seven permissions change only with a release.
    staleTime: Infinity,
  });

export function useAccessRights() {
  return useQuery(accessRightsQueryOptions());
}
