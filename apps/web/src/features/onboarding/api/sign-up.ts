import type { SignupBody, SignupResponse } from '@paybook/contracts';
import type { signUp as signUpEndpoint } from '@paybook/contracts/endpoints/onboarding';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * POST /api/signup (spec 1 §2.1): 'check your e-mail', whether the account is new (created, then the owner
 * signs in) or the address already had one (e-mailed a notice).
 */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return callEndpoint<typeof signUpEndpoint>(
    { method: 'POST', path: '/signup' },
    { body, redirectOnUnauthenticated: false },
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { localErrors: true } });
}
