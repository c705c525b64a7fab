import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/password_reset_email: e-mails the signed-in user a reset link. */
export function sendOwnPasswordReset(): Promise<unknown> {
  return api.post<unknown>('/password_reset_email');
}

export function useSendOwnPasswordReset() {
  return useMutation({ mutationFn: sendOwnPasswordReset });
}
