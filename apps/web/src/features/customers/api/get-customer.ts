import type { Customer } from '@paybook/contracts';
import type { getCustomer as getCustomerEndpoint } from '@paybook/contracts/endpoints/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** GET /api/customer/{id}/full: the profile's customer (spec 2 §3 Customer). */
export function getCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  return callEndpoint<typeof getCustomerEndpoint>(
    { method: 'GET', path: '/customer/:id/full' },
    { params: { id }, signal },
  );
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    // The profile turns a failure into a return to the list (spec 2 §2.1).
    meta: { localErrors: true },
  });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
