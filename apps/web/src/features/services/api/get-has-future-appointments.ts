import type { HasFutureAppointmentsResponse } from '@paybook/contracts';
import { api } from '@/lib/api-client';

/** GET /api/offering/{id}/has_future_appointments: asked right before deactivating (spec 1 §4.1). */
export async function getHasFutureAppointments(id: number): Promise<boolean> {
  const answer = await api.get<HasFutureAppointmentsResponse>(`/offering/${id}/has_future_appointments`);
  return answer.has_future_appointments;
}
