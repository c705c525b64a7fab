import type { LoginBody, LoginResponse } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Ruling 13: POST /api/login sets the session and csrf_token cookies. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/login', body, { redirectOnUnauthenticated: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The sign-in form shows every failure next to the fields.
    meta: { localErrors: true },
    onSuccess: () => {
      // Whatever was cached belonged to the previous session.
      queryClient.removeQueries();
    },
  });
}
