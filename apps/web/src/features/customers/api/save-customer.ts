import type { CreateCustomerBody, Customer, SaveCustomerBody } from '@paybook/contracts';
import type { createCustomer, updateCustomer } from '@paybook/contracts/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** null adds a customer, which may bring a card or bank account; the add carries an Idempotency-Key. */
type SaveCustomerVariables =
  | { id: null; body: CreateCustomerBody; idempotencyKey: string }
  | { id: number; body: SaveCustomerBody };

/** POST /api/customer or PUT /api/customer/{id} (spec 2 §7 Customer). */
export function saveCustomer(variables: SaveCustomerVariables): Promise<Customer> {
  return variables.id === null
    ? callEndpoint<typeof createCustomer>(
        { method: 'POST', path: '/customer' },
        {
          body: variables.body,
          headers: { 'Idempotency-Key': variables.idempotencyKey },
        },
      )
    : callEndpoint<typeof updateCustomer>(
        { method: 'PUT', path: '/customer/:id' },
        { params: { id: variables.id }, body: variables.body },
      );
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    // The form attaches field errors and opens the duplicate dialog itself.
    meta: { localErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all() });
    },
  });
}
