import type { SignupBody, SignupResponse } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/signup: creates the merchant and its owner and signs in (spec 1 §2.1). */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return api.post<SignupResponse>('/signup', body, { redirectOnUnauthenticated: false });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { localErrors: true },
    // Whatever was cached belonged to a previous session.
    onSuccess: () => queryClient.removeQueries(),
  });
}
