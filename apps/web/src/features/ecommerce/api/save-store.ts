import type { StoreBodyInput } from '@paybook/contracts';
import type { createStore, updateStore } from '@paybook/contracts/endpoints/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { storeKeys } from './store-keys';

/** id null creates (a draft, spec 2 §4); with an Idempotency-Key (ARCHITECTURE.md "Idempotency"). */
export interface SaveStoreVariables {
  id: number | null;
  body: StoreBodyInput;
  idempotencyKey: string;
}

/** POST /api/store or PUT /api/store/{id} (spec 2 §7); both answer `{ data: store }`. */
export function saveStore({ id, body, idempotencyKey }: SaveStoreVariables) {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return id === null
    ? callEndpoint<typeof createStore>({ method: 'POST', path: '/store' }, { body, headers })
    : callEndpoint<typeof updateStore>(
        { method: 'PUT', path: '/store/:id' },
        { params: { id }, body, headers },
      );
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    // The form or dialog maps field errors and shows the rest itself (spec 2 §8).
    meta: { localErrors: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(storeKeys.detail(data.id), { data });
      return queryClient.invalidateQueries({ queryKey: storeKeys.list() });
    },
  });
}
