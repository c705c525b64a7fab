import type { getOfferingHasFutureAppointments } from '@paybook/contracts/endpoints/offerings';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/offering/{id}/has_future_appointments: asked right before deactivating (spec 1 §4.1). */
export async function getHasFutureAppointments(id: number): Promise<boolean> {
  const answer = await callEndpoint<typeof getOfferingHasFutureAppointments>(
    { method: 'GET', path: '/offering/:offeringId/has_future_appointments' },
    { params: { offeringId: id } },
  );
  return answer.has_future_appointments;
}
