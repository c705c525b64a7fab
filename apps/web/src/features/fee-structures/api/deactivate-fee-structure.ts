import type { FeeStructure } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feeStructureKeys } from './fee-structure-keys';

/** PUT /api/catalog/fee_structure/{id}/deactivate (spec 3 §7): it leaves the active lists. */
export function deactivateFeeStructure(id: number): Promise<FeeStructure> {
  return api.put<FeeStructure>(`/catalog/fee_structure/${id}/deactivate`);
}

export function useDeactivateFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateFeeStructure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeStructureKeys.all() }),
  });
}
