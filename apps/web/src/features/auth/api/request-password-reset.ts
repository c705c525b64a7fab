import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/password_reset_request: e-mails a reset link when the user exists; the answer never says. */
export function requestPasswordReset(userName: string): Promise<unknown> {
  return api.post<unknown>('/password_reset_request', { user_name: userName });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
