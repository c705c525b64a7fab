import type { VerifyEmailResponse } from '@paybook/contracts';
import type { verifyEmail as verifyEmailEndpoint } from '@paybook/contracts/endpoints/onboarding';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** PUT /api/verify_email/{code} (spec 3 §7): clears the merchant's unverified flag. */
export function verifyEmail(code: string): Promise<VerifyEmailResponse> {
  return callEndpoint<typeof verifyEmailEndpoint>(
    { method: 'PUT', path: '/verify_email/:code' },
    { params: { code } },
  );
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { localErrors: true } });
}
