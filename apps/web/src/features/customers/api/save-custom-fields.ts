import type { CustomerCustomFieldsBody } from '@paybook/contracts';
import type { updateCustomerCustomFields } from '@paybook/contracts/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** PUT /api/customer/{id}/customfields (spec 2 §7): the custom fields alone, replaced. */
export function useSaveCustomFields(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerCustomFieldsBody) =>
      callEndpoint<typeof updateCustomerCustomFields>(
        { method: 'PUT', path: '/customer/:id/customfields' },
        { params: { id: customerId }, body },
      ),
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all() }),
  });
}
