import type { logoutSupportUser } from '@paybook/contracts/endpoints/support';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionClock } from '@/lib/session-clock';

export async function supportLogout(): Promise<void> {
  try {
    await callEndpoint<typeof logoutSupportUser>(
      { method: 'POST', path: '/support/logout' },
      { redirectOnUnauthenticated: false },
    );
  } finally {
    sessionClock.clear();
  }
}

export function useSupportLogout() {
  return useMutation({
    mutationFn: supportLogout,
    meta: { localErrors: true },
  });
}
