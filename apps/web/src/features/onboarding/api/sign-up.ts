import type { SignupBody, SignupResponse } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/signup (spec 1 §2.1): 'check your e-mail', whether the account is new (created, then the owner
 * signs in) or the address already had one (e-mailed a notice).
 */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return api.post<SignupResponse>('/signup', body, { redirectOnUnauthenticated: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { localErrors: true } });
}
