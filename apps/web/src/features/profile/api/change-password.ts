import type { PasswordChangeBody } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/password_change (spec 3 §7). */
export function changePassword(body: PasswordChangeBody): Promise<unknown> {
  return api.post<unknown>('/password_change', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { localErrors: true } });
}
