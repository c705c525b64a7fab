import type { MfaEnrolment } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/mfa/enrolment: a new secret and its QR code; MFA is on only after confirming a code. */
export function startMfaEnrolment(): Promise<MfaEnrolment> {
  return api.post<MfaEnrolment>('/mfa/enrolment');
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: startMfaEnrolment });
}
