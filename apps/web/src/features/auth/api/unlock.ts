import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/login_unlock/{token} (public): the single-use link of the unlock e-mail. */
export function unlockAccount(token: string): Promise<unknown> {
  return api.post<unknown>(`/login_unlock/${encodeURIComponent(token)}`, undefined, {
    redirectOnUnauthenticated: false,
  });
}

export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount, meta: { localErrors: true } });
}
