import { activateCatalogueItems, deactivateCatalogueItems } from '@paybook/contracts/endpoints/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { catalogueKeys } from './catalogue-keys';

interface BulkVariables {
  action: 'activate' | 'deactivate';
  ids: readonly number[];
}

/** PUT /api/catalog/offering/bulk/{activate|deactivate} (spec 2 §7); the answer carries the spec's message. */
export function setOfferingsActive({ action, ids }: BulkVariables) {
  const endpoint = action === 'activate' ? activateCatalogueItems : deactivateCatalogueItems;
  return callEndpoint(endpoint, { body: { offering_ids: [...ids] } });
}

export function useBulkOfferings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferingsActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
