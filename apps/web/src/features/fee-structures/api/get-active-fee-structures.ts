import type { FeeStructureList } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feeStructureKeys } from './fee-structure-keys';

/** GET /api/catalog/fee_structures/active (spec 3 §7): every active tax, fee and discount, by name. */
export function getActiveFeeStructures(signal?: AbortSignal): Promise<FeeStructureList> {
  return api.get<FeeStructureList>('/catalog/fee_structures/active', { signal });
}

export const activeFeeStructuresQueryOptions = () =>
  queryOptions({
    queryKey: feeStructureKeys.active(),
    queryFn: ({ signal }) => getActiveFeeStructures(signal),
    select: (answer) => answer.data,
  });

export function useActiveFeeStructures() {
  return useQuery(activeFeeStructuresQueryOptions());
}
