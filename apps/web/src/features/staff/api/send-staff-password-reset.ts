import type { sendStaffPasswordReset as sendStaffPasswordResetEndpoint } from '@paybook/contracts/endpoints/staff';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** PUT /api/hub/user/{id}/reset_password: e-mails the staff member a reset link (spec 3 §7). */
export const sendStaffPasswordReset = (userId: number) =>
  callEndpoint<typeof sendStaffPasswordResetEndpoint>(
    { method: 'PUT', path: '/hub/user/:userId/reset_password' },
    { params: { userId } },
  );

export function useSendStaffPasswordReset() {
  return useMutation({ mutationFn: sendStaffPasswordReset });
}
