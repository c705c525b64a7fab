import { type CheckoutBody, errorCodes, errorWordings } from '@paybook/contracts';
import { type CheckoutPaymentMode, checkoutAttempt } from '@paybook/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashRequest } from '../../plugins/idempotency.ts';
import type { CartInput } from './checkout-cart.ts';

// Issue 15 point 3: the retry token travels as the Idempotency-Key header and is required on checkout; the
// intent keeps a hash of the request so the same key with another body is refused (422), never replayed.
// Issue 24 point 5: the body is read here, once, into what the rest of the checkout reads: the cart to
// price, the customer typed, the appointment, and the payment's own fields.

export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** The header's key: 1 to 255 visible ASCII characters (ARCHITECTURE.md "Idempotency"); 400 otherwise. */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  if (header === undefined || header === '')
    throw badRequest(IDEMPOTENCY_KEY, 'Idempotency-Key is required: send the retry token of this checkout.');
  if (typeof header !== 'string' || header.length > 255 || !/^[\x21-\x7e]+$/.test(header))
    throw badRequest(IDEMPOTENCY_KEY, 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  return header;
}

export const keyReused = () => {
  // Issue 24 point 1: the point of sale shows a named 422's message, so it is the code's wording.
  const message = errorWordings[errorCodes.idempotencyMismatch];
  return new AppError(422, errorCodes.idempotencyMismatch, message, [{ property: IDEMPOTENCY_KEY, message }]);
};

/**
 * The request's fingerprint: the parsed body with its secrets (card number, CVV, track data, account
 * number) reduced to last four digits (the domain's checkoutAttempt, which the point of sale's retry token
 * is kept by too), so no hash of a card number is stored (ruling 5).
 */
export function requestHashOf(body: CheckoutBody): string {
  // Issue 24 point 1: the second-sale flag counts only when set, so a body without it hashes as before.
  const { allow_second_sale, ...unflagged } = body;
  return hashRequest(checkoutAttempt(allow_second_sale ? body : unflagged));
}

type CommonField = keyof CartInput | 'customer' | 'appointment_id' | 'allow_second_sale';
type PaymentOf<B> = B extends CheckoutBody ? Omit<B, CommonField> : never;

/** The payment mode with its own fields (a typed card, the track data, the cash tendered, …). */
export type PaymentRequest = PaymentOf<CheckoutBody>;

/** A checkout as the rest of the checkout reads it, with the key and the request's fingerprint. */
export interface CheckoutRequest {
  key: string;
  hash: string;
  cart: Pick<CheckoutBody, keyof CartInput>;
  customer: CheckoutBody['customer'];
  appointment_id: number | null;
  /** Issue 24 point 1: the cashier confirmed selling an appointment already checked out once more. */
  allow_second_sale: boolean;
  payment: PaymentRequest;
}

/** Reads the body once (issue 24 point 5). */
export function readCheckoutRequest(body: CheckoutBody, key: string): CheckoutRequest {
  const {
    cart,
    addresses,
    discount_code,
    order_fees,
    customer,
    appointment_id,
    allow_second_sale,
    ...payment
  } = body;
  return {
    key,
    hash: requestHashOf(body),
    cart: { cart, addresses, discount_code, order_fees },
    customer,
    appointment_id,
    allow_second_sale,
    payment,
  };
}

/** Cash, checks and nothing to pay (decision 79): never the processor's. */
export const isPaidAtTheDesk = (mode: CheckoutPaymentMode) =>
  mode === 'cash' || mode === 'check' || mode === 'none';
