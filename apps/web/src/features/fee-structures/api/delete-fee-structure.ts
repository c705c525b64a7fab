import type { DeletedFeeStructure } from '@paybook/contracts';
import type { deleteFeeStructure as deleteFeeStructureEndpoint } from '@paybook/contracts/endpoints/fee-structures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeStructureKeys, offeringsRootKey } from './fee-structure-keys';

/** DELETE /api/catalog/fee_structure/{id} (spec 3 §7): answers the name for the success message. */
export function deleteFeeStructure(id: number): Promise<DeletedFeeStructure> {
  return callEndpoint<typeof deleteFeeStructureEndpoint>(
    { method: 'DELETE', path: '/catalog/fee_structure/:id' },
    { params: { id } },
  );
}

export function useDeleteFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeeStructure,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feeStructureKeys.all() }),
        queryClient.invalidateQueries({ queryKey: offeringsRootKey }),
      ]),
  });
}
