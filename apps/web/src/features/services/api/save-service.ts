import type { Offering, OfferingInput } from '@paybook/contracts';
import type { addOffering, updateOffering } from '@paybook/contracts/endpoints/offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

/** id null adds a service, with an Idempotency-Key (ARCHITECTURE.md "Idempotency"). */
type SaveServiceVariables =
  | { id: null; body: OfferingInput; idempotencyKey: string }
  | { id: number; body: OfferingInput };

/** POST /api/offering or PUT /api/offering/{id} (spec 1 §7 Services). */
export function saveService(variables: SaveServiceVariables): Promise<Offering> {
  return variables.id === null
    ? callEndpoint<typeof addOffering>(
        { method: 'POST', path: '/offering' },
        {
          body: variables.body,
          headers: { 'Idempotency-Key': variables.idempotencyKey },
        },
      )
    : callEndpoint<typeof updateOffering>(
        { method: 'PUT', path: '/offering/:offeringId' },
        { params: { offeringId: variables.id }, body: variables.body },
      );
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    meta: { localErrors: true },
    // A typed category name may have created a category.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all() }),
  });
}
