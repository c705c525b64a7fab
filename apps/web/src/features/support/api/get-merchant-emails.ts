import type { OutboxEmailList } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from '@/lib/query-keys';

/** GET /api/support/merchants/{merchantId}/emails: the merchant's recent e-mails (ruling 7). */
export const merchantEmailsQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: [...supportKeys.all(), 'merchants', merchantId, 'emails'] as const,
    queryFn: ({ signal }) =>
      api.get<OutboxEmailList>(`/support/merchants/${merchantId}/emails`, {
        signal,
        redirectOnUnauthenticated: false,
      }),
  });

export function useMerchantEmails(merchantId: number) {
  return useQuery(merchantEmailsQueryOptions(merchantId));
}
