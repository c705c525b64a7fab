import type { PersonalTime, SavePersonalTimeBody } from '@paybook/contracts';
import type {
  createPersonalTime,
  deletePersonalTime as deletePersonalTimeEndpoint,
  updatePersonalTime,
} from '@paybook/contracts/endpoints/calendar';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useCalendarChanged } from './appointments';

export interface SavePersonalTimeVariables {
  serviceProviderId: number;
  /** null adds personal time. */
  personalTimeId: number | null;
  body: SavePersonalTimeBody;
  idempotencyKey: string;
}

/** POST /api/service_provider/{id}/personal_time or PUT …/personal_time/{id} (spec 1 §7). */
export function savePersonalTime({
  serviceProviderId,
  personalTimeId,
  body,
  idempotencyKey,
}: SavePersonalTimeVariables): Promise<PersonalTime> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return personalTimeId === null
    ? callEndpoint<typeof createPersonalTime>(
        { method: 'POST', path: '/service_provider/:serviceProviderId/personal_time' },
        { params: { serviceProviderId }, body, headers },
      )
    : callEndpoint<typeof updatePersonalTime>(
        { method: 'PUT', path: '/service_provider/:serviceProviderId/personal_time/:personalTimeId' },
        { params: { serviceProviderId, personalTimeId }, body, headers },
      );
}

/** DELETE /api/service_provider/{id}/personal_time/{id} (spec 1 §7). */
export const deletePersonalTime = (params: { serviceProviderId: number; personalTimeId: number }) =>
  callEndpoint<typeof deletePersonalTimeEndpoint>(
    { method: 'DELETE', path: '/service_provider/:serviceProviderId/personal_time/:personalTimeId' },
    { params },
  );

/** Every change reloads the calendar week (spec 1 §7 "What each answer does"). */
export function useSavePersonalTime() {
  const calendarChanged = useCalendarChanged();
  return useMutation({
    mutationFn: savePersonalTime,
    meta: { localErrors: true },
    onSuccess: calendarChanged,
  });
}

export function useDeletePersonalTime() {
  const calendarChanged = useCalendarChanged();
  return useMutation({
    mutationFn: deletePersonalTime,
    meta: { localErrors: true },
    onSuccess: calendarChanged,
  });
}
