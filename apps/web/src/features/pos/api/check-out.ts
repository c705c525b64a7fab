import type { CheckoutBodyInput, CheckoutResponse } from '@paybook/contracts';
import type { checkOut as checkOutEndpoint } from '@paybook/contracts/endpoints/checkout';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export interface CheckOutVariables {
  body: CheckoutBodyInput;
  /** spec 3 §3.4 retry_token, sent as Idempotency-Key (issue 15 point 3). */
  retryToken: string;
}

/** POST /api/cart/check_out (spec 3 §7 Point of sale). */
export function checkOut({ body, retryToken }: CheckOutVariables): Promise<CheckoutResponse> {
  return callEndpoint<typeof checkOutEndpoint>(
    { method: 'POST', path: '/cart/check_out' },
    { body, headers: { 'Idempotency-Key': retryToken } },
  );
}

export function useCheckOut() {
  // The checkout modal shows every outcome itself (spec 3 §8).
  return useMutation({ mutationFn: checkOut, meta: { localErrors: true } });
}
