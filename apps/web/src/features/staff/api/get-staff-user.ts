import type { StaffUser } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/hub/user/{id} (spec 3 §7). */
export function getStaffUser(userId: number, signal?: AbortSignal): Promise<StaffUser> {
  return api.get<StaffUser>(`/hub/user/${userId}`, { signal });
}

export const staffUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: staffKeys.detail(userId),
    queryFn: ({ signal }) => getStaffUser(userId, signal),
    meta: { localErrors: true },
  });

export function useStaffUser(userId: number | null) {
  return useQuery({ ...staffUserQueryOptions(userId ?? 0), enabled: userId !== null });
}
