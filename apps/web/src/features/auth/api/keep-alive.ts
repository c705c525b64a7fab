import type { keepAlive as keepAliveEndpoint } from '@paybook/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionClock } from '@/lib/session-clock';

/** POST /api/keep_alive refreshes the session (spec 1 §4.3) and answers the new expiry. */
export async function keepAlive() {
  const answer = await callEndpoint<typeof keepAliveEndpoint>({ method: 'POST', path: '/keep_alive' }, {});
  sessionClock.setIdleExpiresAt(answer.session.idle_expires_at);
  return answer;
}

export function useKeepAlive() {
  return useMutation({ mutationFn: keepAlive });
}
