import type { supportLoginBody } from '@paybook/contracts';
import type { loginSupportUser } from '@paybook/contracts/endpoints/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/call-endpoint';

export type SupportLoginBody = z.infer<typeof supportLoginBody>;

/** Ruling 11: support staff sign in to their own console. */
export function supportLogin(body: SupportLoginBody): Promise<unknown> {
  return callEndpoint<typeof loginSupportUser>(
    { method: 'POST', path: '/support/login' },
    { body, redirectOnUnauthenticated: false },
  );
}

export function useSupportLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: supportLogin,
    meta: { localErrors: true },
    onSuccess: () => queryClient.removeQueries(),
  });
}
