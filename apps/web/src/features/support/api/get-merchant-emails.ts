import type { listMerchantEmails } from '@paybook/contracts/endpoints/email';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { supportKeys } from '@/lib/query-keys';

/** GET /api/support/merchants/{merchantId}/emails: the merchant's recent e-mails (ruling 7). */
export const merchantEmailsQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: [...supportKeys.all(), 'merchants', merchantId, 'emails'] as const,
    queryFn: ({ signal }) =>
      callEndpoint<typeof listMerchantEmails>(
        { method: 'GET', path: '/support/merchants/:merchantId/emails' },
        {
          params: { merchantId },
          signal,
          redirectOnUnauthenticated: false,
        },
      ),
  });

export function useMerchantEmails(merchantId: number) {
  return useQuery(merchantEmailsQueryOptions(merchantId));
}
