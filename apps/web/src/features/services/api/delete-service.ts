import type { deleteOffering } from '@paybook/contracts/endpoints/offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

/** DELETE /api/offering/{id} (spec 1 §7): the service leaves every list. */
export const deleteService = (id: number) =>
  callEndpoint<typeof deleteOffering>(
    { method: 'DELETE', path: '/offering/:offeringId' },
    { params: { offeringId: id } },
  );

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all() }),
  });
}
