import type { Customer, SaveCustomerBody } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

interface SaveCustomerVariables {
  /** null adds a customer. */
  id: number | null;
  body: SaveCustomerBody;
}

/** POST /api/customer or PUT /api/customer/{id} (spec 2 §7 Customer). */
export function saveCustomer({ id, body }: SaveCustomerVariables): Promise<Customer> {
  return id === null ? api.post<Customer>('/customer', body) : api.put<Customer>(`/customer/${id}`, body);
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
