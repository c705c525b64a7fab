import type { PosCustomer } from '@paybook/contracts';
import type { findPosCustomer as findEndpoint } from '@paybook/contracts/endpoints/pos';
import { duplicateSearch } from '@paybook/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { posKeys } from './pos-keys';

type Details = { email: string; first_name: string; last_name: string };

/** PUT /api/customer/stats/find (spec 3 §7): the customer these details name, or null. */
export async function findPosCustomer(details: Details, signal?: AbortSignal): Promise<PosCustomer | null> {
  const answer = await callEndpoint<typeof findEndpoint>(
    { method: 'PUT', path: '/customer/stats/find' },
    { body: details, signal },
  );
  return answer.customer;
}

/**
 * While a quick customer is typed: the customer already on file with this e-mail (or these exact names),
 * so the desk picks them instead of adding a second (spec 2 §5's duplicate search).
 */
export function useExistingPosCustomer(details: Details) {
  const search = duplicateSearch(details);
  return useQuery({
    queryKey: posKeys.customerFind(details),
    queryFn: ({ signal }) => findPosCustomer(details, signal),
    enabled: search !== null,
    staleTime: 15_000,
    meta: { localErrors: true },
  });
}
