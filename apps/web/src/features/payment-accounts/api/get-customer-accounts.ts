import type { BankAccount, CardAccount } from '@paybook/contracts';
import type {
  getBankAccount,
  getCard,
  listCustomerAccounts,
} from '@paybook/contracts/endpoints/payment-accounts';
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

/**
 * GET /api/account/creditcard/{id} (spec 2 §7): the card an edit form opens on, read again so the form
 * starts from what is saved now; the list's copy shows meanwhile. null (adding) asks nothing.
 */
export function useCard(card: CardAccount | null) {
  return useQuery({
    queryKey: [...paymentAccountKeys.ofCustomer(card?.customer_id ?? 0), 'card', card?.id ?? 0],
    enabled: card !== null,
    initialData: card ?? undefined,
    queryFn: ({ signal }) =>
      callEndpoint<typeof getCard>(
        { method: 'GET', path: '/account/creditcard/:accountId' },
        { params: { accountId: card?.id ?? 0 }, signal },
      ),
    meta: { localErrors: true },
  });
}

/** GET /api/account/ach/{id} (spec 2 §7): the bank account an edit form opens on, as useCard. */
export function useBankAccount(account: BankAccount | null) {
  return useQuery({
    queryKey: [...paymentAccountKeys.ofCustomer(account?.customer_id ?? 0), 'bank', account?.id ?? 0],
    enabled: account !== null,
    initialData: account ?? undefined,
    queryFn: ({ signal }) =>
      callEndpoint<typeof getBankAccount>(
        { method: 'GET', path: '/account/ach/:accountId' },
        { params: { accountId: account?.id ?? 0 }, signal },
      ),
    meta: { localErrors: true },
  });
}
