import type { Appointment, SaveAppointmentBody } from '@paybook/contracts';
import type {
  createAppointment,
  deleteAppointment as deleteAppointmentEndpoint,
  getAppointment as getAppointmentEndpoint,
  updateAppointment,
} from '@paybook/contracts/endpoints/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { callEndpoint } from '@/lib/call-endpoint';
import { availabilityKeys } from './availability';
import { calendarKeys } from './calendar-keys';

export const appointmentKeys = {
  detail: (appointmentId: number) => ['calendar', 'appointment', appointmentId] as const,
};

/** GET /api/appointment/{id} (spec 1 §7). */
export const getAppointment = (appointmentId: number, signal?: AbortSignal) =>
  callEndpoint<typeof getAppointmentEndpoint>(
    { method: 'GET', path: '/appointment/:appointmentId' },
    { params: { appointmentId }, signal },
  );

export function useAppointment(appointmentId: number | undefined) {
  return useQuery({
    queryKey: appointmentKeys.detail(appointmentId ?? 0),
    queryFn: ({ signal }) => getAppointment(appointmentId ?? 0, signal),
    enabled: appointmentId !== undefined,
    staleTime: 0,
    meta: { localErrors: true },
  });
}

export interface SaveAppointmentVariables {
  serviceProviderId: number;
  /** null books a new appointment. */
  appointmentId: number | null;
  body: SaveAppointmentBody;
  /** ARCHITECTURE.md "Idempotency": the same key for a repeat of the same booking. */
  idempotencyKey: string;
}

/** POST /api/service_provider/{id}/appointment or PUT …/appointment/{appointmentId} (spec 1 §7). */
export function saveAppointment({
  serviceProviderId,
  appointmentId,
  body,
  idempotencyKey,
}: SaveAppointmentVariables): Promise<Appointment> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return appointmentId === null
    ? callEndpoint<typeof createAppointment>(
        { method: 'POST', path: '/service_provider/:serviceProviderId/appointment' },
        { params: { serviceProviderId }, body, headers },
      )
    : callEndpoint<typeof updateAppointment>(
        { method: 'PUT', path: '/service_provider/:serviceProviderId/appointment/:appointmentId' },
        { params: { serviceProviderId, appointmentId }, body, headers },
      );
}

/**
 * Every change reloads the week and the providers' day (spec 1 §7 "What each answer does"), the free
 * slots, and the customers' visits and timelines it may have changed (issue 16 point 7).
 */
export function useCalendarChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKeys.weeks() }),
      queryClient.invalidateQueries({ queryKey: calendarKeys.days() }),
      queryClient.invalidateQueries({ queryKey: availabilityKeys.all() }),
      queryClient.invalidateQueries({ queryKey: customerKeys.allVisits() }),
      queryClient.invalidateQueries({ queryKey: customerKeys.allTimelines() }),
    ]);
}

export function useSaveAppointment() {
  const queryClient = useQueryClient();
  const calendarChanged = useCalendarChanged();
  return useMutation({
    mutationFn: saveAppointment,
    meta: { localErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.detail(saved.id), saved);
      return calendarChanged();
    },
  });
}

/** DELETE /api/appointment/{id}: removes a mistake (issue 16 point 2; refused when money is attached). */
export const deleteAppointment = (appointmentId: number) =>
  callEndpoint<typeof deleteAppointmentEndpoint>(
    { method: 'DELETE', path: '/appointment/:appointmentId' },
    { params: { appointmentId } },
  );

export function useDeleteAppointment() {
  const calendarChanged = useCalendarChanged();
  // The open modal keeps the deleted appointment's answer until it closes: removing it here would refetch
  // a 404 and unmount the form before its onSuccess could close the modal.
  return useMutation({
    mutationFn: deleteAppointment,
    meta: { localErrors: true },
    onSuccess: calendarChanged,
  });
}
