import type { impersonateUser } from '@paybook/contracts/endpoints/support';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/support/impersonate: the support user is now signed in as that merchant user (ruling 11). */
export function impersonate(userId: number): Promise<unknown> {
  return callEndpoint<typeof impersonateUser>(
    { method: 'POST', path: '/support/impersonate' },
    { body: { user_id: userId }, redirectOnUnauthenticated: false },
  );
}

export function useImpersonate() {
  return useMutation({
    mutationFn: impersonate,
  });
}
