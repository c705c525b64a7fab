import type { disableMfa as disableMfaEndpoint } from '@paybook/contracts/endpoints/mfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys, mfaKeys } from '@/lib/query-keys';

/** POST /api/mfa/disable { password }: turns MFA off after the user proves who they are. */
export function disableMfa(password: string): Promise<unknown> {
  return callEndpoint<typeof disableMfaEndpoint>(
    { method: 'POST', path: '/mfa/disable' },
    { body: { password } },
  );
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    meta: { localErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mfaKeys.all() }),
        queryClient.invalidateQueries({ queryKey: authKeys.loginContext() }),
      ]),
  });
}
