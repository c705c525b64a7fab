import type { setMfaRequirement } from '@paybook/contracts/endpoints/mfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys, mfaKeys } from '@/lib/query-keys';

/** PUT /api/merchant/mfa_requirement { required }: admins require MFA for all staff. */
export function updateMfaRequirement(required: boolean): Promise<unknown> {
  return callEndpoint<typeof setMfaRequirement>(
    { method: 'PUT', path: '/merchant/mfa_requirement' },
    { body: { required } },
  );
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
