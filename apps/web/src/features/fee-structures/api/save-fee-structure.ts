import type { FeeStructure, FeeStructureInput } from '@paybook/contracts';
import type { createFeeStructure, updateFeeStructure } from '@paybook/contracts/endpoints/fee-structures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeStructureKeys, offeringsRootKey } from './fee-structure-keys';

/** null adds a tax, fee or discount, with the Idempotency-Key of the attempt (issue 13 point 15). */
export type SaveFeeStructure =
  | { id: null; body: FeeStructureInput; idempotencyKey: string }
  | { id: number; body: FeeStructureInput };

/** POST /api/catalog/fee_structure (add) or PUT /api/catalog/fee_structure/{id} (edit) (spec 3 §7). */
export function saveFeeStructure(variables: SaveFeeStructure): Promise<FeeStructure> {
  return variables.id === null
    ? callEndpoint<typeof createFeeStructure>(
        { method: 'POST', path: '/catalog/fee_structure' },
        {
          body: variables.body,
          headers: { 'Idempotency-Key': variables.idempotencyKey },
        },
      )
    : callEndpoint<typeof updateFeeStructure>(
        { method: 'PUT', path: '/catalog/fee_structure/:id' },
        { params: { id: variables.id }, body: variables.body },
      );
}

export function useSaveFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeeStructure,
    // spec 3 §5: the form maps save errors onto its fields.
    meta: { localErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feeStructureKeys.all() }),
        queryClient.invalidateQueries({ queryKey: offeringsRootKey }),
      ]),
  });
}
