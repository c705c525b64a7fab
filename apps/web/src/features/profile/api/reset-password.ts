import type { resetPasswordWithCode } from '@paybook/contracts/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/password_reset/{code} (public): chooses a new password with an e-mailed code. */
export function resetPassword({
  code,
  newPassword,
}: {
  code: string;
  newPassword: string;
}): Promise<unknown> {
  return callEndpoint<typeof resetPasswordWithCode>(
    { method: 'POST', path: '/password_reset/:code' },
    {
      params: { code },
      body: { new_password: newPassword },
      redirectOnUnauthenticated: false,
    },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { localErrors: true } });
}
