import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/support/impersonate: the support user is now signed in as that merchant user (ruling 11). */
export function impersonate(userId: number): Promise<unknown> {
  return api.post<unknown>('/support/impersonate', { user_id: userId }, { redirectOnUnauthenticated: false });
}

export function useImpersonate() {
  return useMutation({
    mutationFn: impersonate,
  });
}
