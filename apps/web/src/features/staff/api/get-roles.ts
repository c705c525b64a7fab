import type { RoleList } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/list_roles: the built-in roles (spec 3 §3.3). */
export function getRoles(signal?: AbortSignal): Promise<RoleList> {
  return api.get<RoleList>('/list_roles', { signal });
}

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.roles(),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: Infinity,
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
