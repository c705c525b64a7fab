import { type CheckoutBodyInput, errorCodes } from '@paybook/contracts';
import { keepsRetryToken } from '@paybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { calendarKeys } from '@/features/calendar/api/calendar-keys';
import { checkOut } from '../api/check-out';
import { type CheckoutOutcome, outcomeOfError, outcomeOfResponse } from '../lib/checkout-outcome';
import { checkoutFingerprint, dropRetryToken, newRetryToken, retryTokenFor } from '../lib/retry-token';
import { checkedOutOrderOf, confirmSecondSale } from './confirm-second-sale';

/**
 * Sends a checkout with this attempt's retry token (issue 15 point 3, spec 3 §4.8). A token the server
 * already holds for another body (422) means the attempt changed since it was stored: a new token is made
 * and the call sent once more.
 */
async function sendWithRetryToken(body: CheckoutBodyInput): Promise<CheckoutOutcome> {
  const fingerprint = checkoutFingerprint(body);
  let retryToken = retryTokenFor(fingerprint);
  let outcome: CheckoutOutcome;
  try {
    outcome = outcomeOfResponse(await checkOut({ body, retryToken }));
  } catch (error) {
    const isReused =
      typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === errorCodes.idempotencyMismatch;
    if (!isReused) throw error;
    dropRetryToken();
    retryToken = retryTokenFor(fingerprint, sessionStorage, newRetryToken);
    outcome = outcomeOfResponse(await checkOut({ body, retryToken }));
  }
  // spec 3 §4.8: an accepted order removes the token; a failed or unknown payment keeps it.
  if (!keepsRetryToken(outcome)) dropRetryToken();
  return outcome;
}

/**
 * The checkout's send. A second send while one is in flight is ignored (a double press of Enter). Issue 24
 * point 1: a visit already paid is refused (409); the cashier is asked whether to sell it again, and on
 * yes the checkout is sent once more as a confirmed second sale. A sale from an appointment reloads the
 * calendar, whose blocks show what was paid.
 */
export function useCheckoutSubmit() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inFlight = useRef(false);
  const queryClient = useQueryClient();

  const submit = useCallback(
    async (body: CheckoutBodyInput): Promise<CheckoutOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setIsSubmitting(true);
      try {
        let outcome: CheckoutOutcome;
        try {
          outcome = await sendWithRetryToken(body);
        } catch (error) {
          const sold = checkedOutOrderOf(error);
          if (!sold || !(await confirmSecondSale(sold.order_number))) throw error;
          outcome = await sendWithRetryToken({ ...body, allow_second_sale: true });
        }
        if (outcome.kind === 'accepted' && body.appointment_id != null)
          void queryClient.invalidateQueries({ queryKey: calendarKeys.all() });
        return outcome;
      } catch (error) {
        return outcomeOfError(error);
      } finally {
        inFlight.current = false;
        setIsSubmitting(false);
      }
    },
    [queryClient],
  );

  return { submit, isSubmitting };
}
