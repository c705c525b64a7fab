import type { keepAliveResponse } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionClock } from '@/lib/session-clock';

type KeepAliveResponse = z.infer<typeof keepAliveResponse>;

/** POST /api/keep_alive refreshes the session (spec 1 §4.3) and answers the new expiry. */
export async function keepAlive(): Promise<KeepAliveResponse> {
  const answer = await api.post<KeepAliveResponse>('/keep_alive');
  sessionClock.setIdleExpiresAt(answer.session.idle_expires_at);
  return answer;
}

export function useKeepAlive() {
  return useMutation({ mutationFn: keepAlive });
}
