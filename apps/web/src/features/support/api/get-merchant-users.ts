import type { listMerchantUsers } from '@paybook/contracts/endpoints/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { supportKeys } from '@/lib/query-keys';

/** GET /api/support/merchants/{merchantId}/users */
export function getMerchantUsers(merchantId: number, signal?: AbortSignal) {
  return callEndpoint<typeof listMerchantUsers>(
    { method: 'GET', path: '/support/merchants/:merchantId/users' },
    {
      params: { merchantId },
      signal,
      redirectOnUnauthenticated: false,
    },
  );
}

export const merchantUsersQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: supportKeys.merchantUsers(merchantId),
    queryFn: ({ signal }) => getMerchantUsers(merchantId, signal),
  });

export function useMerchantUsers(merchantId: number | null) {
  return useQuery({ ...merchantUsersQueryOptions(merchantId ?? 0), enabled: merchantId !== null });
}
