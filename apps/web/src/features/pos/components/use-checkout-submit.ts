import { type CheckoutBodyInput, errorCodes } from '@paybook/contracts';
import { keepsRetryToken } from '@paybook/domain';
import { useCallback, useRef, useState } from 'react';
import { checkOut } from '../api/check-out';
import { type CheckoutOutcome, outcomeOfError, outcomeOfResponse } from '../lib/checkout-outcome';
import { checkoutFingerprint, dropRetryToken, newRetryToken, retryTokenFor } from '../lib/retry-token';

/**
 * Sends a checkout with this attempt's retry token (issue 15 point 3, spec 3 §4.8). A token the server
 * already holds for another body (422) means the attempt changed since it was stored: a new token is made
 * and the call sent once more. A second send while one is in flight is ignored (a double press of Enter).
 */
export function useCheckoutSubmit() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(async (body: CheckoutBodyInput): Promise<CheckoutOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setIsSubmitting(true);
    try {
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
    } catch (error) {
      return outcomeOfError(error);
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  }, []);

  return { submit, isSubmitting };
}
