import type { CreateCustomerBody, Customer, SaveCustomerBody } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** null adds a customer, which may bring a card or bank account; the add carries an Idempotency-Key. */
type SaveCustomerVariables =
  | { id: null; body: CreateCustomerBody; idempotencyKey: string }
  | { id: number; body: SaveCustomerBody };

/** POST /api/customer or PUT /api/customer/{id} (spec 2 §7 Customer). */
export function saveCustomer(variables: SaveCustomerVariables): Promise<Customer> {
  return variables.id === null
    ? api.post<Customer>('/customer', variables.body, {
        headers: { 'Idempotency-Key': variables.idempotencyKey },
      })
    : api.put<Customer>(`/customer/${variables.id}`, variables.body);
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
