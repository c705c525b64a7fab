import type { Offering, OfferingInput } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

interface SaveServiceVariables {
  /** null adds a service. */
  id: number | null;
  body: OfferingInput;
}

/** POST /api/offering or PUT /api/offering/{id} (spec 1 §7 Services). */
export function saveService({ id, body }: SaveServiceVariables): Promise<Offering> {
  return id === null ? api.post<Offering>('/offering', body) : api.put<Offering>(`/offering/${id}`, body);
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    meta: { localErrors: true },
    // A typed category name may have created a category.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all() }),
  });
}
