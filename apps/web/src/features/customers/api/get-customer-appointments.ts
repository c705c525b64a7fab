import type { CustomerAppointmentPage, CustomerAppointmentsWhen } from '@paybook/contracts';
import type { listCustomerAppointments } from '@paybook/contracts/endpoints/customers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** Visits a page on the profile (issue 16 point 7); 'Show more' asks for the next ones. */
export const VISITS_PAGE_SIZE = 5;

/** GET /api/customer/{id}/appointments?when&limit&offset: upcoming soonest first, past most recent first. */
export function getCustomerAppointments(
  customerId: number,
  when: CustomerAppointmentsWhen,
  offset: number,
  signal?: AbortSignal,
): Promise<CustomerAppointmentPage> {
  return callEndpoint<typeof listCustomerAppointments>(
    { method: 'GET', path: '/customer/:id/appointments' },
    {
      params: { id: customerId },
      query: { when, limit: VISITS_PAGE_SIZE, offset },
      signal,
    },
  );
}

export const customerAppointmentsQueryOptions = (customerId: number, when: CustomerAppointmentsWhen) =>
  infiniteQueryOptions({
    queryKey: customerKeys.appointments(customerId, when),
    queryFn: ({ pageParam, signal }) => getCustomerAppointments(customerId, when, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * VISITS_PAGE_SIZE : undefined),
  });

export function useCustomerAppointments(customerId: number, when: CustomerAppointmentsWhen) {
  return useInfiniteQuery(customerAppointmentsQueryOptions(customerId, when));
}
