import type { CustomerSchedulePage } from '@paybook/contracts';
import type { listCustomerSchedules } from '@paybook/contracts/endpoints/customer-money';
import { VIEW_MORE_AFTER } from '@paybook/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

const PAGE_SIZE = VIEW_MORE_AFTER.billing_schedules;

/** GET /api/customer/{id}/paymentschedules?limit&offset: 10 a page (spec 2 §2.1 "view more above 10"). */
export function getCustomerSchedules(
  customerId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<CustomerSchedulePage> {
  return callEndpoint<typeof listCustomerSchedules>(
    { method: 'GET', path: '/customer/:id/paymentschedules' },
    { params: { id: customerId }, query: { limit: PAGE_SIZE, offset }, signal },
  );
}

export const customerSchedulesQueryOptions = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: customerKeys.schedules(customerId),
    queryFn: ({ pageParam, signal }) => getCustomerSchedules(customerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * PAGE_SIZE : undefined),
  });

export function useCustomerSchedules(customerId: number, enabled = true) {
  return useInfiniteQuery({ ...customerSchedulesQueryOptions(customerId), enabled });
}
