import type { CheckoutPaymentStatus } from '@paybook/contracts';

// spec 3 §4.8 Outcome: "payment_status failed or unknown means the order is rejected and the retry token is
// kept. Otherwise the order is accepted, the retry token is removed and the cart is cleared." spec 3 §8
// "Settings and checkout": the failure message, and the order error display. The point of sale reads
// every answer and refusal of POST cart/check_out with these.

export const CHECKOUT_MESSAGES = {
  /** spec 3 §8: the default for a failure of type system or unknown. */
  unknownError: 'An unknown error has occurred.',
  /** spec 3 §8: the default for a payment failure without a reason. */
  paymentError: 'Unknown error occurred while processing payment.',
  invalidOrder: 'Items in your cart have changed. Please review your order and resubmit.',
  orderError:
    'An error occurred while placing your order. Please review your recent orders before resubmitting.',
} as const;

/** What a checkout's answer or refusal means for the desk. */
export type CheckoutVerdict =
  | { kind: 'accepted' }
  /** The transaction-failed modal; the cart and the retry token stay. */
  | { kind: 'payment_failed'; message: string; isUnknown: boolean }
  /** spec 3 §8: the cart no longer matches the catalogue. */
  | { kind: 'invalid_order'; message: string }
  | {
      kind: 'error';
      message: string;
      traceNumber: string | null;
      /** The fields the server named, shown beside them. */
      details: readonly { property: string; message: string }[];
    };

/** Every verdict but acceptance: what a refusal can mean. */
export type CheckoutRejection = Exclude<CheckoutVerdict, { kind: 'accepted' }>;

export interface CheckoutAnswerFacts {
  payment_status: CheckoutPaymentStatus;
  has_order: boolean;
  failure_reason: string | null;
}

/** spec 3 §4.8: an answer (200) with an order is accepted; failed, unknown or no order is rejected. */
export function checkoutAnswerVerdict(answer: CheckoutAnswerFacts): CheckoutVerdict {
  const isUnknown = answer.payment_status === 'unknown';
  if (answer.payment_status === 'failed' || isUnknown || !answer.has_order) {
    return {
      kind: 'payment_failed',
      isUnknown,
      message:
        answer.failure_reason?.trim() ||
        (isUnknown ? CHECKOUT_MESSAGES.unknownError : CHECKOUT_MESSAGES.paymentError),
    };
  }
  return { kind: 'accepted' };
}

/** spec 3 §4.8: only an accepted order removes the retry token; every other verdict keeps it. */
export const keepsRetryToken = (verdict: CheckoutVerdict) => verdict.kind !== 'accepted';

/** A refused call as the desk reads it; null status for a call that got no answer at all. */
export interface CheckoutRefusalFacts {
  status: number | null;
  code: string;
  message: string;
  details: readonly { property: string; message: string }[];
  trace_number: string | null;
}

/** Error codes that say the cart no longer matches the catalogue (an item gone, a price changed). */
const INVALID_ORDER_CODES = new Set(['INVALID_ORDER', 'CART_CHANGED', 'OFFERING_NOT_FOUND', 'NOT_FOUND']);
/** Error codes of a payment the processor refused before an order was made. */
const PAYMENT_CODES = new Set(['PAYMENT_FAILED', 'PAYMENT_DECLINED', 'CARD_DECLINED']);

/** spec 3 §8 "Order error display": what a refusal of the checkout shows. */
export function checkoutRefusalVerdict(refusal: CheckoutRefusalFacts): CheckoutRejection {
  const { status, code, message, details } = refusal;
  const orderError = { kind: 'error', message: CHECKOUT_MESSAGES.orderError, details: [] } as const;
  if (status === null) return { ...orderError, traceNumber: null };
  if (PAYMENT_CODES.has(code)) {
    return { kind: 'payment_failed', isUnknown: false, message: message || CHECKOUT_MESSAGES.paymentError };
  }
  const namesCart = details.some((detail) => /^cart(\.|\[|$)/.test(detail.property));
  if (INVALID_ORDER_CODES.has(code) || (status === 400 && namesCart)) {
    return { kind: 'invalid_order', message: CHECKOUT_MESSAGES.invalidOrder };
  }
  // A refused field the desk can correct (an e-mail, a card number), or a refusal naming what to change
  // (422: nothing to pay sent while something is due, decision 79; 409 naming the appointment: a visit
  // sold already or cancelled, issue 24 point 1, or its deposit taken meanwhile): the server's own words.
  const isNamed = (status === 422 || status === 409) && details.length > 0;
  if ((status === 400 || isNamed) && message) {
    return { kind: 'error', message: details[0]?.message ?? message, traceNumber: null, details };
  }
  // The free trial's refusal (spec 3 §4.8) and other refusals that say what to do: their own words.
  if (status === 403 && message) return { kind: 'error', message, traceNumber: null, details: [] };
  return { ...orderError, traceNumber: refusal.trace_number };
}
