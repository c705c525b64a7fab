import type { getFees } from '@paybook/contracts/endpoints/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { onboardingKeys } from './onboarding-keys';

/** GET /api/get_fees: the fee table as a Key/Value list (spec 1 §7). */
export const feesQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.fees(),
    queryFn: ({ signal }) => callEndpoint<typeof getFees>({ method: 'GET', path: '/get_fees' }, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export function useFees() {
  return useQuery(feesQueryOptions());
}
