import type { listStaff } from '@paybook/contracts/endpoints/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** spec 3 §9: 10 staff members a page. */
export const STAFF_PAGE_SIZE = 10;

/** GET /api/hub/users, sorted by last name (spec 3 §2.5). */
export const getStaffList = (page: number, signal?: AbortSignal) =>
  callEndpoint<typeof listStaff>(
    { method: 'GET', path: '/hub/users' },
    {
      query: { page, items_per_page: STAFF_PAGE_SIZE, sort_by: 'last_name', sort_direction: 'asc' },
      signal,
    },
  );

export const staffListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: staffKeys.list(page),
    queryFn: ({ signal }) => getStaffList(page, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffList(page: number) {
  return useQuery(staffListQueryOptions(page));
}
