import type { CheckoutResponse } from '@paybook/contracts';
import { isApiError } from '@/lib/api-error';

// spec 3 §4.8 Outcome and §8 "Settings and checkout": what an answer of POST cart/check_out means for the
// desk. payment_status failed or unknown: the order is rejected, the token kept, the cart stays and the
// transaction-failed modal says why. An order the server found changed, or any other error, shows a message
// and keeps the cart too.

export const CHECKOUT_MESSAGES = {
  /** spec 3 §8: the default for a failure of type system or unknown. */
  unknownError: 'An unknown error has occurred.',
  /** spec 3 §8: the default for a payment failure without a reason. */
  paymentError: 'Unknown error occurred while processing payment.',
  invalidOrder: 'Items in your cart have changed. Please review your order and resubmit.',
  orderError:
    'An error occurred while placing your order. Please review your recent orders before resubmitting.',
} as const;

export type CheckoutOutcome =
  | { kind: 'accepted'; response: CheckoutResponse }
  | { kind: 'payment_failed'; message: string; isUnknown: boolean }
  | { kind: 'invalid_order'; message: string }
  | {
      kind: 'error';
      message: string;
      traceNumber: string | null;
      /** The fields the server named (a refused e-mail, a card number): shown beside them. */
      details: readonly { property: string; message: string }[];
    };

/** The outcome of a checkout answer (spec 3 §4.8). */
export function outcomeOfResponse(response: CheckoutResponse): CheckoutOutcome {
  if (response.payment_status === 'failed' || response.payment_status === 'unknown' || !response.order) {
    const isUnknown = response.payment_status === 'unknown';
    return {
      kind: 'payment_failed',
      isUnknown,
      message:
        response.failure_reason?.trim() ||
        (isUnknown ? CHECKOUT_MESSAGES.unknownError : CHECKOUT_MESSAGES.paymentError),
    };
  }
  return { kind: 'accepted', response };
}

/** Error codes that say the cart no longer matches the catalogue (an item gone, a price changed). */
const INVALID_ORDER_CODES = new Set(['INVALID_ORDER', 'CART_CHANGED', 'OFFERING_NOT_FOUND', 'NOT_FOUND']);
/** Error codes of a payment the processor refused before an order was made. */
const PAYMENT_CODES = new Set(['PAYMENT_FAILED', 'PAYMENT_DECLINED', 'CARD_DECLINED']);

function traceNumberOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  const trace =
    (typeof error === 'object' && error !== null
      ? ((error as Record<string, unknown>).trace_number ?? (error as Record<string, unknown>).trace_id)
      : undefined) ?? (body as Record<string, unknown>).trace_number;
  return typeof trace === 'string' || typeof trace === 'number' ? String(trace) : null;
}

/** The outcome of a refused call (spec 3 §8 "Order error display"). */
export function outcomeOfError(error: unknown): CheckoutOutcome {
  if (!isApiError(error)) {
    return { kind: 'error', message: CHECKOUT_MESSAGES.orderError, traceNumber: null, details: [] };
  }
  if (PAYMENT_CODES.has(error.code)) {
    return {
      kind: 'payment_failed',
      isUnknown: false,
      message: error.serverMessage || CHECKOUT_MESSAGES.paymentError,
    };
  }
  const namesCart = error.details.some((detail) => /^cart(\.|\[|$)/.test(detail.property));
  if (INVALID_ORDER_CODES.has(error.code) || (error.status === 400 && namesCart)) {
    return { kind: 'invalid_order', message: CHECKOUT_MESSAGES.invalidOrder };
  }
  // A refused field the desk can correct (an e-mail, a card number), or a refusal naming what to change
  // (422: nothing to pay sent while something is due, decision 79): the server's own words.
  const isNamed = error.status === 422 && error.details.length > 0;
  if ((error.status === 400 || isNamed) && error.serverMessage) {
    return {
      kind: 'error',
      message: error.details[0]?.message ?? error.serverMessage,
      traceNumber: null,
      details: error.details,
    };
  }
  // The free trial's refusal (spec 3 §4.8) and other refusals that say what to do: their own words.
  if (error.status === 403 && error.serverMessage) {
    return { kind: 'error', message: error.serverMessage, traceNumber: null, details: [] };
  }
  return {
    kind: 'error',
    message: CHECKOUT_MESSAGES.orderError,
    traceNumber: traceNumberOf(error.body),
    details: [],
  };
}
