import type { PasswordChangeBody } from '@paybook/contracts';
import type { changePassword as changePasswordEndpoint } from '@paybook/contracts/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/password_change (spec 3 §7). */
export function changePassword(body: PasswordChangeBody): Promise<unknown> {
  return callEndpoint<typeof changePasswordEndpoint>({ method: 'POST', path: '/password_change' }, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { localErrors: true } });
}
