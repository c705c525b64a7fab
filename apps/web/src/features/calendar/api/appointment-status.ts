import type { AppointmentStatusBody, CancelAppointmentBody } from '@paybook/contracts';
import type {
  cancelAppointment as cancelAppointmentEndpoint,
  changeAppointmentStatus as changeAppointmentStatusEndpoint,
} from '@paybook/contracts/endpoints/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { appointmentKeys, useCalendarChanged } from './appointments';

interface StatusInput {
  appointmentId: number;
  status: AppointmentStatusBody['status'];
  /** ARCHITECTURE.md "Idempotency": a repeat of the same click changes once. */
  idempotencyKey: string;
}

/** Issue 16 point 2: PUT /api/appointment/{id}/status (arrived, completed, booked again, no-show without fee). */
export function changeAppointmentStatus({ appointmentId, status, idempotencyKey }: StatusInput) {
  return callEndpoint<typeof changeAppointmentStatusEndpoint>(
    { method: 'PUT', path: '/appointment/:appointmentId/status' },
    {
      params: { appointmentId },
      body: { status },
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

/** Keeps the popover's appointment as the server answered and reloads the week (the block shows it). */
export function useChangeAppointmentStatus() {
  const queryClient = useQueryClient();
  const calendarChanged = useCalendarChanged();
  return useMutation({
    mutationFn: changeAppointmentStatus,
    meta: { localErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(appointmentKeys.detail(saved.id), saved),
    onSettled: calendarChanged,
  });
}

interface CancelInput extends CancelAppointmentBody {
  appointmentId: number;
  idempotencyKey: string;
}

/** Issue 16 point 2: PUT /api/appointment/{id}/cancel keeps the record, frees the time, may notify. */
export function cancelAppointment({ appointmentId, notify_customer, idempotencyKey }: CancelInput) {
  return callEndpoint<typeof cancelAppointmentEndpoint>(
    { method: 'PUT', path: '/appointment/:appointmentId/cancel' },
    {
      params: { appointmentId },
      body: { notify_customer },
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

export function useCancelAppointment() {
  const calendarChanged = useCalendarChanged();
  return useMutation({
    mutationFn: cancelAppointment,
    meta: { localErrors: true },
    onSettled: calendarChanged,
  });
}
