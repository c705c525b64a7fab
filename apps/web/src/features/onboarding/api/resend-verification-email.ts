import type { VerificationEmailResponse } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/merchant/verification_email: resend the verification e-mail (spec 1 §7 Account). */
export function resendVerificationEmail(): Promise<VerificationEmailResponse> {
  return api.post<VerificationEmailResponse>('/merchant/verification_email');
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail, meta: { localErrors: true } });
}
