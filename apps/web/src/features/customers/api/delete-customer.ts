import type { customerDeleted } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export type CustomerDeleted = z.infer<typeof customerDeleted>;

/** DELETE /api/customer/{id}: deleted, marked for deletion, or 409 CUSTOMER_DELETE_BLOCKED (spec 2 §5, §8). */
export function deleteCustomer(id: number): Promise<CustomerDeleted> {
  return api.delete<CustomerDeleted>(`/customer/${id}`);
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    // The delete button shows a blocked delete in its own dialog.
    meta: { localErrors: true },
    // The profile still shows the customer while it leaves; only the lists change now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}
