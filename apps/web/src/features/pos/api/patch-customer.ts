import type { PatchCustomerBody, PosCustomer } from '@paybook/contracts';
import type { patchCustomer as patchEndpoint } from '@paybook/contracts/endpoints/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { callEndpoint } from '@/lib/call-endpoint';

/** PATCH /api/customer/{id} (spec 3 §7): the desk corrects the customer's name or contact. */
export function patchCustomer(id: number, body: PatchCustomerBody): Promise<PosCustomer> {
  return callEndpoint<typeof patchEndpoint>(
    { method: 'PATCH', path: '/customer/:id' },
    { params: { id }, body },
  );
}

export function usePatchCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PatchCustomerBody }) => patchCustomer(id, body),
    // The form shows a refusal beside its field.
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all() }),
  });
}
