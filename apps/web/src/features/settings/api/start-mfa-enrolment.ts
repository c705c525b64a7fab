import type { MfaEnrolment } from '@paybook/contracts';
import type { startMfaEnrolment as startMfaEnrolmentEndpoint } from '@paybook/contracts/endpoints/mfa';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/mfa/enrolment: a new secret and its QR code; MFA is on only after confirming a code. */
export function startMfaEnrolment(): Promise<MfaEnrolment> {
  return callEndpoint<typeof startMfaEnrolmentEndpoint>({ method: 'POST', path: '/mfa/enrolment' }, {});
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: startMfaEnrolment });
}
