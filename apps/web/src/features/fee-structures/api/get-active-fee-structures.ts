import type { FeeStructureList } from '@paybook/contracts';
import type { listActiveFeeStructures } from '@paybook/contracts/endpoints/fee-structures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeStructureKeys } from './fee-structure-keys';

/** GET /api/catalog/fee_structures/active (spec 3 §7): every active tax, fee and discount, by name. */
export function getActiveFeeStructures(signal?: AbortSignal): Promise<FeeStructureList> {
  return callEndpoint<typeof listActiveFeeStructures>(
    { method: 'GET', path: '/catalog/fee_structures/active' },
    { signal },
  );
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
