import type { MerchantOutboxPage } from '@paybook/contracts/email-templates';
import type { listOutboxEmails } from '@paybook/contracts/endpoints/email-templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

export const OUTBOX_PAGE_SIZE = 25;

/** GET /api/notifications/outbox: what was sent, newest first (ruling 7). */
export function getOutbox(page: number, signal?: AbortSignal): Promise<MerchantOutboxPage> {
  return callEndpoint<typeof listOutboxEmails>(
    { method: 'GET', path: '/notifications/outbox' },
    { query: { page, items_per_page: OUTBOX_PAGE_SIZE }, signal },
  );
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: notificationKeys.outbox(page),
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
  });
}
