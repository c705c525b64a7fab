import { type CheckoutBody, errorCodes } from '@paybook/contracts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashRequest } from '../../plugins/idempotency.ts';

// Issue 15 point 3: the retry token travels as the Idempotency-Key header and is required on checkout; the
// intent keeps a hash of the request so the same key with another body is refused (422), never replayed.

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
  const message = 'This Idempotency-Key was already used with a different checkout. Use a new retry token.';
  return new AppError(422, errorCodes.idempotencyMismatch, message, [{ property: IDEMPOTENCY_KEY, message }]);
};

const lastFour = (text: string) => text.replace(/\D/g, '').slice(-4);

/**
 * The request's fingerprint: the parsed body with its secrets (card number, CVV, track data, account
 * number) reduced to last four digits, so no hash of a card number is stored (ruling 5).
 */
export function requestHashOf(body: CheckoutBody): string {
  let safe: Record<string, unknown> = { ...body };
  if (body.payment_mode === 'ccKeyEnter') {
    safe = {
      ...safe,
      card: {
        last_four: lastFour(body.card.card_number),
        expiration: body.card.expiration,
        billing_zip_code: body.card.billing_zip_code,
      },
    };
  }
  if (body.payment_mode === 'ccSwipe') {
    const number = /(?:%B|;)(\d{12,19})/.exec(body.track_data)?.[1] ?? '';
    safe = { ...safe, track_data: `swipe:${number.slice(-4)}` };
  }
  if (body.payment_mode === 'ach') {
    safe = {
      ...safe,
      bank_account: { ...body.bank_account, account_number: lastFour(body.bank_account.account_number) },
    };
  }
  return hashRequest(safe);
}
