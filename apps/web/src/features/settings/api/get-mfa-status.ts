import type { MfaStatus } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mfaKeys } from '@/lib/query-keys';

/** GET /api/mfa/status (spec 3 §2.5). */
export function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return api.get<MfaStatus>('/mfa/status', { signal });
}

export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: mfaKeys.status(),
    queryFn: ({ signal }) => getMfaStatus(signal),
  });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
