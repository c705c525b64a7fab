import type { PublicAppointment } from '@paybook/contracts';
import type {
  cancelManagedAppointment,
  getManageAvailableDates,
  getManagedAppointment,
  getManageTimeSlots,
  rescheduleManagedAppointment,
} from '@paybook/contracts/endpoints/public-booking';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

// Ruling 4: the customer's manage page /my-appointment/{token}; the token from the e-mail names the
// appointment, no sign-in.

// Plain arrays (not tuples): the day picker and the time step take these and the booking page's alike.
export const manageKeys = {
  all: (token: string): readonly unknown[] => ['my-appointment', token],
  appointment: (token: string): readonly unknown[] => ['my-appointment', token, 'appointment'],
  dates: (token: string, from: string, to: string): readonly unknown[] => [
    'my-appointment',
    token,
    'dates',
    { from, to },
  ],
  slots: (token: string, date: string): readonly unknown[] => ['my-appointment', token, 'slots', { date }],
};

const publicCall = { redirectOnUnauthenticated: false } as const;

/** GET /api/public/my_appointment/{token}. */
export function useManagedAppointment(token: string) {
  return useQuery({
    queryKey: manageKeys.appointment(token),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getManagedAppointment>(
        { method: 'GET', path: '/public/my_appointment/:token' },
        { params: { token }, signal, ...publicCall },
      ),
    meta: { localErrors: true },
    retry: false,
  });
}

/** GET …/available_dates/{from}/{to}: the days the appointment can move to. */
export const manageDatesQueryOptions = (token: string, from: string, to: string) =>
  queryOptions({
    queryKey: manageKeys.dates(token, from, to),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getManageAvailableDates>(
        { method: 'GET', path: '/public/my_appointment/:token/available_dates/:from/:to' },
        { params: { token, from, to }, signal, ...publicCall },
      ),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

/** GET …/time_slots/{date}: the times of a day the appointment can move to. */
export const manageSlotsQueryOptions = (token: string, date: string) =>
  queryOptions({
    queryKey: manageKeys.slots(token, date),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getManageTimeSlots>(
        { method: 'GET', path: '/public/my_appointment/:token/time_slots/:date' },
        { params: { token, date }, signal, ...publicCall },
      ),
    staleTime: 0,
    meta: { localErrors: true },
  });

/** After a change the page shows the appointment as the server now has it. */
function useManageMutation<V>(token: string, call: (variables: V) => Promise<PublicAppointment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { localErrors: true },
    onSuccess: (appointment) => queryClient.setQueryData(manageKeys.appointment(token), appointment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageKeys.all(token) }),
  });
}

/** POST …/cancel. */
export function useCancelAppointment(token: string) {
  return useManageMutation(token, () =>
    callEndpoint<typeof cancelManagedAppointment>(
      { method: 'POST', path: '/public/my_appointment/:token/cancel' },
      { params: { token }, ...publicCall },
    ),
  );
}

/** PUT …: the same service and provider at a new start (Idempotency-Key). */
export function useRescheduleAppointment(token: string) {
  return useManageMutation(
    token,
    ({ startAt, idempotencyKey }: { startAt: string; idempotencyKey: string }) =>
      callEndpoint<typeof rescheduleManagedAppointment>(
        { method: 'PUT', path: '/public/my_appointment/:token' },
        {
          params: { token },
          body: { start_at: startAt },
          headers: { 'Idempotency-Key': idempotencyKey },
          ...publicCall,
        },
      ),
  );
}
