import type { endImpersonation as endImpersonationEndpoint } from '@paybook/contracts/endpoints/support';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionClock } from '@/lib/session-clock';

/** POST /api/support/end_impersonation: back to the support console (spec 1 §2.4, ruling 11). */
export async function endImpersonation(): Promise<unknown> {
  const answer = await callEndpoint<typeof endImpersonationEndpoint>(
    { method: 'POST', path: '/support/end_impersonation' },
    { redirectOnUnauthenticated: false },
  );
  sessionClock.clear();
  return answer;
}

export function useEndImpersonation() {
  return useMutation({
    mutationFn: endImpersonation,
  });
}
