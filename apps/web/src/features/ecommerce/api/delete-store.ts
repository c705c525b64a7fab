import type { deleteStore } from '@paybook/contracts/endpoints/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { storeKeys } from './store-keys';

/** DELETE /api/stores/{id} (spec 2 §7); the answer's message is spec 2 §8's "'{name}' has been deleted.". */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint<typeof deleteStore>({ method: 'DELETE', path: '/stores/:id' }, { params: { id } }),
    meta: { localErrors: true },
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: storeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: storeKeys.list() });
    },
  });
}
