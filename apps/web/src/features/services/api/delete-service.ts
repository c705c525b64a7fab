import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** DELETE /api/offering/{id} (spec 1 §7): the service leaves every list. */
export function deleteService(id: number): Promise<unknown> {
  return api.delete<unknown>(`/offering/${id}`);
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all() }),
  });
}
