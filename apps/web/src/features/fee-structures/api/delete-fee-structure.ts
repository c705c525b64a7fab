import type { DeletedFeeStructure } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feeStructureKeys, offeringsRootKey } from './fee-structure-keys';

/** DELETE /api/catalog/fee_structure/{id} (spec 3 §7): answers the name for the success message. */
export function deleteFeeStructure(id: number): Promise<DeletedFeeStructure> {
  return api.delete<DeletedFeeStructure>(`/catalog/fee_structure/${id}`);
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
