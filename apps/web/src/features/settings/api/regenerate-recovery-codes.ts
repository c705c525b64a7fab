import type { RecoveryCodesResponse } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mfaKeys } from '@/lib/query-keys';

/** POST /api/mfa/recovery_codes { code }: new recovery codes; the old ones stop working. */
export function regenerateRecoveryCodes(code: string): Promise<RecoveryCodesResponse> {
  return api.post<RecoveryCodesResponse>('/mfa/recovery_codes', { code });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all() }),
  });
}
