import type { BulkOfferingResult } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

interface BulkVariables {
  action: 'activate' | 'deactivate';
  ids: readonly number[];
}

/** PUT /api/catalog/offering/bulk/{activate|deactivate} (spec 2 §7); the answer carries the spec's message. */
export function setOfferingsActive({ action, ids }: BulkVariables) {
  return api.put<BulkOfferingResult>(`/catalog/offering/bulk/${action}`, { offering_ids: ids });
}

export function useBulkOfferings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferingsActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
