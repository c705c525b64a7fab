import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys, mfaKeys } from '@/lib/query-keys';

/** PUT /api/merchant/mfa_requirement { required }: admins require MFA for all staff. */
export function updateMfaRequirement(required: boolean): Promise<unknown> {
  return api.put<unknown>('/merchant/mfa_requirement', { required });
}

export function useUpdateMfaRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMfaRequirement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mfaKeys.all() }),
        queryClient.invalidateQueries({ queryKey: authKeys.loginContext() }),
      ]),
  });
}
