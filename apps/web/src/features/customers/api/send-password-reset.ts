import type { CustomerPasswordResetBody } from '@paybook/contracts/customer-password';
import type { sendCustomerPasswordReset } from '@paybook/contracts/endpoints/customer-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** POST /api/customer_reset_password (spec 2 §7), one Idempotency-Key per sending. */
export function sendPasswordReset(body: CustomerPasswordResetBody, idempotencyKey: string) {
  return callEndpoint<typeof sendCustomerPasswordReset>(
    { method: 'POST', path: '/customer_reset_password' },
    { body, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CustomerPasswordResetBody; key: string }) =>
      sendPasswordReset(body, key),
    meta: { localErrors: true },
    // The e-mail is a line of the customer's timeline.
    onSuccess: (_sent, { body }) =>
      queryClient.invalidateQueries({ queryKey: customerKeys.timelines(body.customer_id) }),
  });
}
