import type { sendOwnPasswordReset as sendOwnPasswordResetEndpoint } from '@paybook/contracts/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/password_reset_email: e-mails the signed-in user a reset link. */
export function sendOwnPasswordReset(): Promise<unknown> {
  return callEndpoint<typeof sendOwnPasswordResetEndpoint>(
    { method: 'POST', path: '/password_reset_email' },
    {},
  );
}

export function useSendOwnPasswordReset() {
  return useMutation({ mutationFn: sendOwnPasswordReset });
}
