import type { RecoveryCodesResponse } from '@paybook/contracts';
import type { confirmMfaEnrolment as confirmMfaEnrolmentEndpoint } from '@paybook/contracts/endpoints/mfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys, mfaKeys } from '@/lib/query-keys';

/** POST /api/mfa/enrolment/confirm { code }: turns MFA on and answers the recovery codes, once. */
export function confirmMfaEnrolment(code: string): Promise<RecoveryCodesResponse> {
  return callEndpoint<typeof confirmMfaEnrolmentEndpoint>(
    { method: 'POST', path: '/mfa/enrolment/confirm' },
    { body: { code } },
  );
}

export function useConfirmMfaEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaEnrolment,
    // The form shows a wrong code next to the field.
    meta: { localErrors: true },
    onSuccess: () => {
      // Not awaited: the caller must get the recovery codes before the refreshed status swaps the
      // enrolment form (and this mutation's observer) out. The login context's has_mfa lifts the
      // "MFA required" block (spec 3 §2.5).
      void queryClient.invalidateQueries({ queryKey: mfaKeys.all() });
      void queryClient.invalidateQueries({ queryKey: authKeys.loginContext() });
    },
  });
}
