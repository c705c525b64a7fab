import type {
  AddBankAccountBody,
  AddCardBody,
  CustomerAccounts,
  UpdateBankAccountBody,
  UpdateCardBody,
} from '@paybook/contracts';
import type {
  addBankAccount,
  addCard,
  deletePaymentAccount,
  updateBankAccount,
  updateCard,
  updateDefaultAccount,
} from '@paybook/contracts/endpoints/payment-accounts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { savedAccount } from '../lib/account-errors';
import { appendAccount, markDefault, moveToTop, removeAccount } from '../lib/account-list';
import { paymentAccountKeys } from './payment-account-keys';

type Kind = 'card' | 'bank';

// spec 2 §8: a card or bank account save answered without the account's id failed (savedAccount).

/** Applies a change to the cached list (spec 2 §4), or reloads it when the account was not found. */
function useListChange<V, R>(
  customerId: number,
  mutationFn: (variables: V) => Promise<R>,
  apply: (list: CustomerAccounts, result: R, variables: V) => CustomerAccounts,
) {
  const queryClient = useQueryClient();
  const key = paymentAccountKeys.ofCustomer(customerId);
  return useMutation({
    mutationFn,
    meta: { localErrors: true },
    onSuccess: (result, variables) =>
      queryClient.setQueryData<CustomerAccounts>(key, (list) =>
        list ? apply(list, result, variables) : list,
      ),
    onError: (error) => reloadWhenGone(queryClient, key, error),
  });
}

function reloadWhenGone(queryClient: QueryClient, key: readonly unknown[], error: unknown) {
  if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: key });
}

export const useAddCard = (customerId: number) =>
  useListChange(
    customerId,
    (body: AddCardBody) =>
      callEndpoint<typeof addCard>({ method: 'POST', path: '/account/creditcard' }, { body }).then(
        savedAccount,
      ),
    (list, added) => appendAccount(list, 'card', added),
  );

export const useAddBankAccount = (customerId: number) =>
  useListChange(
    customerId,
    (body: AddBankAccountBody) =>
      callEndpoint<typeof addBankAccount>({ method: 'POST', path: '/account/ach' }, { body }).then(
        savedAccount,
      ),
    (list, added) => appendAccount(list, 'bank', added),
  );

export const useUpdateCard = (customerId: number) =>
  useListChange(
    customerId,
    ({ id, body }: { id: number; body: UpdateCardBody }) =>
      callEndpoint<typeof updateCard>(
        { method: 'PUT', path: '/account/creditcard/:accountId' },
        { params: { accountId: id }, body },
      ).then(savedAccount),
    (list, updated) => moveToTop(list, 'card', updated),
  );

/** `confirmed` retries past the ACH authorisation warning (spec 2 §8 'Do you want to continue'). */
export const useUpdateBankAccount = (customerId: number) =>
  useListChange(
    customerId,
    ({ id, body, confirmed }: { id: number; body: UpdateBankAccountBody; confirmed: boolean }) =>
      callEndpoint<typeof updateBankAccount>(
        { method: 'PUT', path: '/account/ach/:accountId' },
        {
          params: { accountId: id },
          query: { ignoreTelAuthValidation: confirmed },
          body,
        },
      ).then(savedAccount),
    (list, updated) => moveToTop(list, 'bank', updated),
  );

export const useDeleteAccount = (customerId: number) =>
  useListChange(
    customerId,
    ({ id }: { id: number; kind: Kind }) =>
      callEndpoint<typeof deletePaymentAccount>(
        { method: 'DELETE', path: '/account/:accountId' },
        { params: { accountId: id } },
      ),
    (list, _result, { id, kind }) => removeAccount(list, kind, id),
  );

export const useSetDefaultAccount = (customerId: number) =>
  useListChange(
    customerId,
    ({ id, kind }: { id: number; kind: Kind }) =>
      callEndpoint<typeof updateDefaultAccount>(
        { method: 'PUT', path: '/customer/update_default_account' },
        {
          body: { customer_id: customerId, account_id: id, payment_type_id: kind === 'card' ? 1 : 2 },
        },
      ),
    (list, _result, { id }) => markDefault(list, id),
  );
