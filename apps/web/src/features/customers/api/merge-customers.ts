import type { MergeCustomersBody, MergeStatus } from '@paybook/contracts';
import type { getMergeStatus, requestMerge } from '@paybook/contracts/endpoints/customer-merge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** spec 2 §9: merge and export status are polled every second. */
export const MERGE_POLL_MS = 1000;

const isRunning = (status: MergeStatus | null | undefined) =>
  status?.raw_status === 'queued' || status?.raw_status === 'processing';

/** POST /api/merge_customers (spec 2 §7): queues the merge; its status is then polled. */
export function useMergeCustomers() {
  return useMutation({
    mutationFn: (body: MergeCustomersBody) =>
      callEndpoint<typeof requestMerge>({ method: 'POST', path: '/merge_customers' }, { body }),
    meta: { localErrors: true },
  });
}

/**
 * GET /api/merge_customers_status: one merge (`id`) or the merchant's latest, polled every second while
 * it is queued or processing (spec 2 §4 steps 5 and 6). A finished merge refreshes the customer lists.
 */
export function useMergeStatus(id?: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...customerKeys.all(), 'merge', id ?? 'latest'],
    queryFn: async ({ signal }) => {
      const status = await callEndpoint<typeof getMergeStatus>(
        { method: 'GET', path: '/merge_customers_status' },
        {
          query: id === undefined ? {} : { id },
          signal,
        },
      );
      if (status?.raw_status === 'finished')
        void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      return status;
    },
    refetchInterval: (query) => (isRunning(query.state.data) ? MERGE_POLL_MS : false),
    meta: { localErrors: true },
  });
}
