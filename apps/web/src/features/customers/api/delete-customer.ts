import type { AnswerOf } from '@paybook/contracts';
import type {
  deleteCustomer as deleteCustomerEndpoint,
  getOutstandingItems as getOutstandingItemsEndpoint,
} from '@paybook/contracts/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

export type CustomerDeleted = AnswerOf<typeof deleteCustomerEndpoint>;

/** DELETE /api/customer/{id}: deleted, marked for deletion, or 409 CUSTOMER_DELETE_BLOCKED (spec 2 §5, §8). */
export function deleteCustomer(id: number): Promise<CustomerDeleted> {
  return callEndpoint<typeof deleteCustomerEndpoint>(
    { method: 'DELETE', path: '/customer/:id' },
    { params: { id } },
  );
}

export type OutstandingItemCounts = AnswerOf<typeof getOutstandingItemsEndpoint>;

/** GET /api/customer/{id}/outstandingitems: what blocks a delete (spec 2 §5), asked before the confirmation. */
export function getOutstandingItems(id: number): Promise<OutstandingItemCounts> {
  return callEndpoint<typeof getOutstandingItemsEndpoint>(
    { method: 'GET', path: '/customer/:id/outstandingitems' },
    { params: { id } },
  );
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
