import type { FeeList } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** GET /api/get_fees: the fee table as a Key/Value list (spec 1 §7). */
export const feesQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.fees(),
    queryFn: ({ signal }) => api.get<FeeList>('/get_fees', { signal }),
    staleTime: 60 * 60 * 1000,
  });

export function useFees() {
  return useQuery(feesQueryOptions());
}
