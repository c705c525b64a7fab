import type { RecoveryCodesResponse } from '@paybook/contracts';
import type { regenerateRecoveryCodes as regenerateRecoveryCodesEndpoint } from '@paybook/contracts/endpoints/mfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { mfaKeys } from '@/lib/query-keys';

/** POST /api/mfa/recovery_codes { code }: new recovery codes; the old ones stop working. */
export function regenerateRecoveryCodes(code: string): Promise<RecoveryCodesResponse> {
  return callEndpoint<typeof regenerateRecoveryCodesEndpoint>(
    { method: 'POST', path: '/mfa/recovery_codes' },
    { body: { code } },
  );
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all() }),
  });
}
