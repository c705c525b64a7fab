import type { listRoles } from '@paybook/contracts/endpoints/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { roleKeys } from './role-keys';

/** GET /api/list_roles (spec 3 §7): the built-in roles, then the merchant's own by name. */
export const getRoleList = (signal?: AbortSignal) =>
  callEndpoint<typeof listRoles>({ method: 'GET', path: '/list_roles' }, { signal });

export const roleListQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.list(), queryFn: ({ signal }) => getRoleList(signal) });

export function useRoleList() {
  return useQuery(roleListQueryOptions());
}
