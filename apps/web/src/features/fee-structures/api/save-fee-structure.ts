import type { FeeStructure, FeeStructureInput } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feeStructureKeys, offeringsRootKey } from './fee-structure-keys';

export type SaveFeeStructure = { id: number | null; body: FeeStructureInput };

/** POST /api/catalog/fee_structure (add) or PUT /api/catalog/fee_structure/{id} (edit) (spec 3 §7). */
export function saveFeeStructure({ id, body }: SaveFeeStructure): Promise<FeeStructure> {
  return id === null
    ? api.post<FeeStructure>('/catalog/fee_structure', body)
    : api.put<FeeStructure>(`/catalog/fee_structure/${id}`, body);
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
