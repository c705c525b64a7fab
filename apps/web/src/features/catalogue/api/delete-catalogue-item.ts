import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /api/offering/{id}/{version} (spec 2 §7): 409 when the item was saved since it was opened. */
export function useDeleteCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<{ ok: true }>(`/offering/${id}/${version}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
