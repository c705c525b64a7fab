import type { listRoles } from '@paybook/contracts/endpoints/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** GET /api/list_roles: the built-in roles, then the merchant's own (spec 3 §3.3). */
export const getRoles = (signal?: AbortSignal) =>
  callEndpoint<typeof listRoles>({ method: 'GET', path: '/list_roles' }, { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.roles(),
    queryFn: ({ signal }) => getRoles(signal),
    // The merchant's own roles change on the roles page, so the form reads them afresh when it opens.
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
