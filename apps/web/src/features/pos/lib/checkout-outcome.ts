import type { CheckoutResponse } from '@paybook/contracts';
import {
  CHECKOUT_MESSAGES,
  type CheckoutRejection,
  checkoutAnswerVerdict,
  checkoutRefusalVerdict,
} from '@paybook/domain';
import { isApiError } from '@/lib/api-error';

// spec 3 §4.8 Outcome and §8 "Settings and checkout": what an answer or a refusal of POST cart/check_out
// means for the desk is the domain's rule (packages/domain/src/checkout/checkout-outcome.ts); this reads
// the answer and the API error into it.

export { CHECKOUT_MESSAGES };

export type CheckoutOutcome = { kind: 'accepted'; response: CheckoutResponse } | CheckoutRejection;

/** The outcome of a checkout answer (spec 3 §4.8). */
export function outcomeOfResponse(response: CheckoutResponse): CheckoutOutcome {
  const verdict = checkoutAnswerVerdict({
    payment_status: response.payment_status,
    has_order: response.order !== null,
    failure_reason: response.failure_reason,
  });
  return verdict.kind === 'accepted' ? { kind: 'accepted', response } : verdict;
}

/** The trace number an error answer carries, if any (spec 3 §8 "with a trace number when present"). */
function traceNumberOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  const trace =
    (typeof error === 'object' && error !== null
      ? ((error as Record<string, unknown>).trace_number ?? (error as Record<string, unknown>).trace_id)
      : undefined) ?? (body as Record<string, unknown>).trace_number;
  return typeof trace === 'string' || typeof trace === 'number' ? String(trace) : null;
}

/** The outcome of a refused call (spec 3 §8 "Order error display"); no answer at all is an order error. */
export function outcomeOfError(error: unknown): CheckoutOutcome {
  if (!isApiError(error)) {
    return checkoutRefusalVerdict({ status: null, code: '', message: '', details: [], trace_number: null });
  }
  return checkoutRefusalVerdict({
    status: error.status,
    code: error.code,
    message: error.serverMessage,
    details: error.details,
    trace_number: traceNumberOf(error.body),
  });
}
