import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/hub/user/{id}/reset_password: e-mails the staff member a reset link (spec 3 §7). */
export function sendStaffPasswordReset(userId: number): Promise<unknown> {
  return api.put<unknown>(`/hub/user/${userId}/reset_password`);
}

export function useSendStaffPasswordReset() {
  return useMutation({ mutationFn: sendStaffPasswordReset });
}
