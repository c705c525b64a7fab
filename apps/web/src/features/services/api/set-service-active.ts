import type { Offering, OfferingPage } from '@paybook/contracts';
import { activateOffering, deactivateOffering } from '@paybook/contracts/endpoints/offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

interface SetServiceActiveVariables {
  id: number;
  isActive: boolean;
}

/** PUT /api/offering/{id}/activate or /deactivate (spec 1 §4.1): only with manage_configuration. */
export function setServiceActive({ id, isActive }: SetServiceActiveVariables): Promise<Offering> {
  return callEndpoint(isActive ? activateOffering : deactivateOffering, { params: { offeringId: id } });
}

export function useSetServiceActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceActive,
    // The switch shows the refusal itself (spec 1 §4.1).
    meta: { localErrors: true },
    onSuccess: (saved) => {
      // The switch shows the new status at once; lists refetch behind it.
      queryClient.setQueriesData<OfferingPage>(
        { queryKey: serviceKeys.lists() },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === saved.id ? saved : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: serviceKeys.all() });
    },
  });
}
