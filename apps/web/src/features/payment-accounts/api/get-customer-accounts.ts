import type { CustomerAccounts } from '@paybook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentAccountKeys } from './payment-account-keys';

/** GET /api/customer/{id}/accounts (spec 2 §7): cards and bank accounts, masked. */
export function useCustomerAccounts(customerId: number) {
  return useQuery({
    queryKey: paymentAccountKeys.ofCustomer(customerId),
    queryFn: ({ signal }) => api.get<CustomerAccounts>(`/customer/${customerId}/accounts`, { signal }),
    meta: { localErrors: true },
  });
}
