import type { getRole as getRoleEndpoint } from '@paybook/contracts/endpoints/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { roleKeys } from './role-keys';

/** GET /api/role?id (spec 3 §7): one role, for the view-role modal. */
export const getRole = (roleId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getRoleEndpoint>({ method: 'GET', path: '/role' }, { query: { id: roleId }, signal });

export const roleQueryOptions = (roleId: number) =>
  queryOptions({ queryKey: roleKeys.detail(roleId), queryFn: ({ signal }) => getRole(roleId, signal) });

export function useRole(roleId: number) {
  return useQuery(roleQueryOptions(roleId));
}
