import type { listCustomerAccounts } from '@paybook/contracts/endpoints/payment-accounts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { paymentAccountKeys } from './payment-account-keys';

/** GET /api/customer/{id}/accounts (spec 2 §7): cards and bank accounts, masked. */
export function useCustomerAccounts(customerId: number) {
  return useQuery({
    queryKey: paymentAccountKeys.ofCustomer(customerId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listCustomerAccounts>(
        { method: 'GET', path: '/customer/:customerId/accounts' },
        { params: { customerId }, signal },
      ),
    meta: { localErrors: true },
  });
}
