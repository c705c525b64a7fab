import type { FeeStructure } from '@paybook/contracts';
import type { deactivateFeeStructure as deactivateFeeStructureEndpoint } from '@paybook/contracts/endpoints/fee-structures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeStructureKeys } from './fee-structure-keys';

/** PUT /api/catalog/fee_structure/{id}/deactivate (spec 3 §7): it leaves the active lists. */
export function deactivateFeeStructure(id: number): Promise<FeeStructure> {
  return callEndpoint<typeof deactivateFeeStructureEndpoint>(
    { method: 'PUT', path: '/catalog/fee_structure/:id/deactivate' },
    { params: { id } },
  );
}

export function useDeactivateFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateFeeStructure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeStructureKeys.all() }),
  });
}
