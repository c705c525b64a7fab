import type { deleteOfferingVersion } from '@paybook/contracts/endpoints/offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /api/offering/{id}/{version} (spec 2 §7): 409 when the item was saved since it was opened. */
export function useDeleteCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      callEndpoint<typeof deleteOfferingVersion>(
        { method: 'DELETE', path: '/offering/:offeringId/:version' },
        { params: { offeringId: id, version } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
