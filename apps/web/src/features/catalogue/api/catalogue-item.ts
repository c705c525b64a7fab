import type { CatalogueItemInput } from '@paybook/contracts';
import type {
  addCatalogueItem,
  getCatalogueItem,
  updateCatalogueItem,
} from '@paybook/contracts/endpoints/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/catalog/offering/{id}/with_images (spec 2 §7). */
export const catalogueItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.item(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getCatalogueItem>(
        { method: 'GET', path: '/catalog/offering/:offeringId/with_images' },
        { params: { offeringId: id }, signal },
      ),
  });

export function useCatalogueItem(id: number | null) {
  return useQuery({ ...catalogueItemQueryOptions(id ?? 0), enabled: id !== null });
}

/** id null adds an item, with an Idempotency-Key (ARCHITECTURE.md "Idempotency"). */
type SaveVariables =
  | { id: null; body: CatalogueItemInput; idempotencyKey: string }
  | { id: number; body: CatalogueItemInput };

/** POST /api/catalog/offering or PUT /api/catalog/offering/{id} (spec 2 §7). */
export function saveCatalogueItem(variables: SaveVariables) {
  return variables.id === null
    ? callEndpoint<typeof addCatalogueItem>(
        { method: 'POST', path: '/catalog/offering' },
        {
          body: variables.body,
          headers: { 'Idempotency-Key': variables.idempotencyKey },
        },
      )
    : callEndpoint<typeof updateCatalogueItem>(
        { method: 'PUT', path: '/catalog/offering/:offeringId' },
        { params: { offeringId: variables.id }, body: variables.body },
      );
}

export function useSaveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueItem,
    // The form maps field errors and shows the rest itself (spec 2 §8).
    meta: { localErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.item(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
    },
  });
}
