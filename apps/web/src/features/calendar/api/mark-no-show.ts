import type { markNoShow as markNoShowEndpoint } from '@paybook/contracts/endpoints/deposits';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useCalendarChanged } from './appointments';

interface MarkNoShowInput {
  appointmentId: number;
  /** ARCHITECTURE.md "Idempotency": the same attempt sent again charges once. */
  idempotencyKey: string;
}

/** Issue 15 point 7: POST /api/appointment/{id}/no_show charges the no-show fee once. */
export function markNoShow({ appointmentId, idempotencyKey }: MarkNoShowInput) {
  return callEndpoint<typeof markNoShowEndpoint>(
    { method: 'POST', path: '/appointment/:appointmentId/no_show' },
    {
      params: { appointmentId },
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

/** Marks the no-show and reloads the week (the block then says no-show). */
export function useMarkNoShow() {
  const calendarChanged = useCalendarChanged();
  return useMutation({ mutationFn: markNoShow, meta: { localErrors: true }, onSettled: calendarChanged });
}
