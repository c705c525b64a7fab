import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionClock } from '@/lib/session-clock';

export async function supportLogout(): Promise<void> {
  try {
    await api.post<unknown>('/support/logout', undefined, { redirectOnUnauthenticated: false });
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
