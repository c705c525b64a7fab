import type {
  getCustomerPasswordLink,
  setCustomerPassword,
} from '@paybook/contracts/endpoints/customer-password';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

// Decision 191: the customer's page /my-password/{token}, the link of a customer password reset e-mail; the
// token names the customer, no sign-in.

export const customerPasswordKeys = {
  link: (token: string) => ['my-password', token] as const,
};

const publicCall = { redirectOnUnauthenticated: false } as const;

/** GET /api/public/customer_password/{token}: whether the link can be used, was used or has expired. */
export function useCustomerPasswordLink(token: string) {
  return useQuery({
    queryKey: customerPasswordKeys.link(token),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getCustomerPasswordLink>(
        { method: 'GET', path: '/public/customer_password/:token' },
        { params: { token }, signal, ...publicCall },
      ),
    meta: { localErrors: true },
    retry: false,
  });
}

/** POST /api/public/customer_password/{token}: saves the new password; a used or expired link is 410. */
export function useSetCustomerPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPassword: string) =>
      callEndpoint<typeof setCustomerPassword>(
        { method: 'POST', path: '/public/customer_password/:token' },
        { params: { token }, body: { new_password: newPassword }, ...publicCall },
      ),
    meta: { localErrors: true },
    // A 410 means the link changed meanwhile: the page shows what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: customerPasswordKeys.link(token) }),
  });
}
