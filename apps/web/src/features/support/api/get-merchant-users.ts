import type { SupportMerchant, SupportMerchantUser } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from '@/lib/query-keys';

export interface MerchantUsers {
  merchant: SupportMerchant;
  data: SupportMerchantUser[];
}

/** GET /api/support/merchants/{merchantId}/users */
export function getMerchantUsers(merchantId: number, signal?: AbortSignal): Promise<MerchantUsers> {
  return api.get<MerchantUsers>(`/support/merchants/${merchantId}/users`, {
    signal,
    redirectOnUnauthenticated: false,
  });
}

export const merchantUsersQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: supportKeys.merchantUsers(merchantId),
    queryFn: ({ signal }) => getMerchantUsers(merchantId, signal),
  });

export function useMerchantUsers(merchantId: number | null) {
  return useQuery({ ...merchantUsersQueryOptions(merchantId ?? 0), enabled: merchantId !== null });
}
