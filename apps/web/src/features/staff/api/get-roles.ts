import type { listRoles } from '@paybook/contracts/endpoints/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** GET /api/list_roles: the built-in roles (spec 3 §3.3). */
export const getRoles = (signal?: AbortSignal) =>
  callEndpoint<typeof listRoles>({ method: 'GET', path: '/list_roles' }, { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.roles(),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: Infinity,
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
