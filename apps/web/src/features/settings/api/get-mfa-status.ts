import type { MfaStatus } from '@paybook/contracts';
import type { getMfaStatus as getMfaStatusEndpoint } from '@paybook/contracts/endpoints/mfa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { mfaKeys } from '@/lib/query-keys';

/** GET /api/mfa/status (spec 3 §2.5). */
export function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return callEndpoint<typeof getMfaStatusEndpoint>({ method: 'GET', path: '/mfa/status' }, { signal });
}

export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: mfaKeys.status(),
    queryFn: ({ signal }) => getMfaStatus(signal),
  });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
