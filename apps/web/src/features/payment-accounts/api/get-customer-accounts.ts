import type { listCustomerAccounts } from '@paybook/contracts/endpoints/payment-accounts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { paymentAccountKeys } from './payment-account-keys';

/** GET /api/customer/{id}/accounts (spec 2 §7): cards and bank accounts, masked; null asks nothing. */
export function useCustomerAccounts(customerId: number | null) {
  return useQuery({
    queryKey: paymentAccountKeys.ofCustomer(customerId ?? 0),
    enabled: customerId !== null,
    queryFn: ({ signal }) =>
      callEndpoint<typeof listCustomerAccounts>(
        { method: 'GET', path: '/customer/:customerId/accounts' },
        { params: { customerId: customerId ?? 0 }, signal },
      ),
    meta: { localErrors: true },
  });
}
