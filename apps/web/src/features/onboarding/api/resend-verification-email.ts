import type { VerificationEmailResponse } from '@paybook/contracts';
import type { resendVerificationEmail as resendVerificationEmailEndpoint } from '@paybook/contracts/endpoints/onboarding';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/merchant/verification_email: resend the verification e-mail (spec 1 §7 Account). */
export function resendVerificationEmail(): Promise<VerificationEmailResponse> {
  return callEndpoint<typeof resendVerificationEmailEndpoint>(
    { method: 'POST', path: '/merchant/verification_email' },
    {},
  );
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail, meta: { localErrors: true } });
}
