import type { unlockWithToken } from '@paybook/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/login_unlock/{token} (public): the single-use link of the unlock e-mail. */
export function unlockAccount(token: string): Promise<unknown> {
  return callEndpoint<typeof unlockWithToken>(
    { method: 'POST', path: '/login_unlock/:token' },
    { params: { token }, redirectOnUnauthenticated: false },
  );
}

export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount, meta: { localErrors: true } });
}
