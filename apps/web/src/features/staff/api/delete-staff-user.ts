import { deleteStaffUser, getProviderAllAppointmentsCount } from '@paybook/contracts/endpoints/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

/** GET /api/service_provider/{id}/all_appointments/count (spec 3 §7): what keeps a provider from deletion. */
export function useProviderAppointmentCount(providerId: number | null) {
  return useQuery({
    queryKey: staffKeys.appointmentCount(providerId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(getProviderAllAppointmentsCount, {
        params: { serviceProviderId: providerId ?? 0 },
        signal,
      }),
    enabled: providerId !== null,
  });
}

/** DELETE /api/hub/user/{id} (spec 3 §2.5 user-delete modal). */
export function useDeleteStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callEndpoint(deleteStaffUser, { params: { userId } }),
    meta: { localErrors: true },
    onSuccess: (_answer, userId) => {
      queryClient.removeQueries({ queryKey: staffKeys.detail(userId) });
      return queryClient.invalidateQueries({ queryKey: staffKeys.all() });
    },
  });
}
