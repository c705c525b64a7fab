import type { requestPasswordReset as requestPasswordResetEndpoint } from '@paybook/contracts/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/password_reset_request: e-mails a reset link when the user exists; the answer never says. */
export function requestPasswordReset(userName: string): Promise<unknown> {
  return callEndpoint<typeof requestPasswordResetEndpoint>(
    { method: 'POST', path: '/password_reset_request' },
    { body: { user_name: userName } },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
