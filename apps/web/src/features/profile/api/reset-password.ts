import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/password_reset/{code} (public): chooses a new password with an e-mailed code. */
export function resetPassword({
  code,
  newPassword,
}: {
  code: string;
  newPassword: string;
}): Promise<unknown> {
  return api.post<unknown>(
    `/password_reset/${encodeURIComponent(code)}`,
    { new_password: newPassword },
    { redirectOnUnauthenticated: false },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { localErrors: true } });
}
