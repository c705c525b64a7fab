import type { VerifyEmailResponse } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/verify_email/{code} (spec 3 §7): clears the merchant's unverified flag. */
export function verifyEmail(code: string): Promise<VerifyEmailResponse> {
  return api.put<VerifyEmailResponse>(`/verify_email/${encodeURIComponent(code)}`);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { localErrors: true } });
}
