import { getOfferingHasFutureAppointments } from '@paybook/contracts/endpoints/offerings';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/offering/{id}/has_future_appointments: asked right before deactivating (spec 1 §4.1). */
export async function getHasFutureAppointments(id: number): Promise<boolean> {
  const answer = await callEndpoint(getOfferingHasFutureAppointments, { params: { offeringId: id } });
  return answer.has_future_appointments;
}
