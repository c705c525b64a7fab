import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/login_unlock_request (issue 13 §5): e-mails a locked user a link that ends the lock; the
 * answer is the same whether or not the user name exists or is locked.
 */
export function requestUnlockEmail(userName: string): Promise<unknown> {
  return api.post<unknown>(
    '/login_unlock_request',
    { user_name: userName },
    { redirectOnUnauthenticated: false },
  );
}

export function useRequestUnlockEmail() {
  return useMutation({ mutationFn: requestUnlockEmail, meta: { localErrors: true } });
}

/** POST /api/login_unlock/{token} (public): the single-use link of the unlock e-mail. */
export function unlockAccount(token: string): Promise<unknown> {
  return api.post<unknown>(`/login_unlock/${encodeURIComponent(token)}`, undefined, {
    redirectOnUnauthenticated: false,
  });
}

export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount, meta: { localErrors: true } });
}
