import type { getStaffUser as getStaffUserEndpoint } from '@paybook/contracts/endpoints/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** GET /api/hub/user/{id} (spec 3 §7). */
export const getStaffUser = (userId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getStaffUserEndpoint>(
    { method: 'GET', path: '/hub/user/:userId' },
    { params: { userId }, signal },
  );

export const staffUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: staffKeys.detail(userId),
    queryFn: ({ signal }) => getStaffUser(userId, signal),
    meta: { localErrors: true },
  });

export function useStaffUser(userId: number | null) {
  return useQuery({ ...staffUserQueryOptions(userId ?? 0), enabled: userId !== null });
}
