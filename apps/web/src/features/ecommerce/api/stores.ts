import type { getStore, listStores } from '@paybook/contracts/endpoints/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { storeKeys } from './store-keys';

/** GET /api/stores (spec 2 §7): every store, payment form and buy button, newest first. */
export const storesQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.list(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listStores>({ method: 'GET', path: '/stores' }, { query: {}, signal }),
    // Read again on every visit: deactivating an item in the catalogue deactivates its forms (spec 2 §4).
    staleTime: 0,
    meta: { localErrors: true },
  });

export function useStores() {
  return useQuery(storesQueryOptions());
}

/** GET /api/store/{id}/with_images (spec 2 §7): one form with its design settings, for the wizard. */
export function useStore(id: number | null) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      callEndpoint<typeof getStore>(
        { method: 'GET', path: '/store/:id/with_images' },
        { params: { id: id ?? 0 }, signal },
      ),
    select: (answer) => answer.data,
    meta: { localErrors: true },
  });
}
