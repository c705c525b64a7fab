import type { PersonalTime, SavePersonalTimeBody } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  const options = { headers: { 'Idempotency-Key': idempotencyKey } };
  const path = `/service_provider/${serviceProviderId}/personal_time`;
  return personalTimeId === null
    ? api.post<PersonalTime>(path, body, options)
    : api.put<PersonalTime>(`${path}/${personalTimeId}`, body, options);
}

/** DELETE /api/service_provider/{id}/personal_time/{id} (spec 1 §7). */
export function deletePersonalTime(variables: {
  serviceProviderId: number;
  personalTimeId: number;
}): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(
    `/service_provider/${variables.serviceProviderId}/personal_time/${variables.personalTimeId}`,
  );
}

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
