import type { setStoreStatus } from '@paybook/contracts/endpoints/stores';
import type { StoreToggle } from '@paybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { storeKeys } from './store-keys';

/**
 * PUT /api/store/{id}/{active|inactive} (spec 2 §4 Store status): 409 with 'Your store must have at least
 * one offering before it can be activated.' Activating a payment form also activates its item, so the
 * catalogue refreshes too.
 */
export function useSetStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: StoreToggle }) =>
      callEndpoint<typeof setStoreStatus>(
        { method: 'PUT', path: '/store/:id/:status' },
        { params: { id, status }, headers: { 'Idempotency-Key': newIdempotencyKey() } },
      ),
    meta: { localErrors: true },
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(storeKeys.detail(data.id), { data });
      await queryClient.invalidateQueries({ queryKey: storeKeys.list() });
      await queryClient.invalidateQueries({ queryKey: ['offerings'] });
    },
  });
}
