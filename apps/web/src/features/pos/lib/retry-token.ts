import type { CheckoutBodyInput } from '@paybook/contracts';
import { newIdempotencyKey } from '@/lib/idempotency-key';

// spec 3 §3.4 retry_token, §4.8 Outcome; issue 15 point 3: one retry token per attempt of this cart, kept
// in sessionStorage so a reload after a lost answer sends the same token and the server replays the first
// answer instead of charging again. A failed or unknown payment keeps it; an accepted order removes it.
// Decision 94 (issue 23 point 1): the kept token's resend after a decline or an abandoned checkout is the
// sale's next attempt, which the server asks of the processor again; only an accepted sale is replayed.
// The server answers 422 to a token reused with another body, so a changed cart or payment is a new attempt
// with a new token: the attempt is recognised by a fingerprint of the body with the secrets (card number,
// CVV, track data, bank account number) left out, so nothing secret is stored.

export const RETRY_TOKEN_STORAGE_KEY = 'paybook.pos.retry-token';

export interface StoredRetryToken {
  token: string;
  fingerprint: string;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** crypto.randomUUID where the page is a secure context; random hex otherwise. */
export function newRetryToken(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : newIdempotencyKey();
}

const lastFour = (text: string) => text.replace(/\D/g, '').slice(-4);

/** The body without its secrets: what tells one attempt from another. */
export function checkoutFingerprint(body: CheckoutBodyInput): string {
  const { ...rest } = body as Record<string, unknown>;
  if (body.payment_mode === 'ccKeyEnter') {
    rest.card = {
      last4: lastFour(body.card.card_number),
      expiration: body.card.expiration,
      billing_zip_code: body.card.billing_zip_code ?? '',
    };
  }
  if (body.payment_mode === 'ccSwipe') {
    const number = /(?:%B|;)(\d{12,19})/.exec(body.track_data ?? '')?.[1] ?? '';
    rest.track_data = `swipe:${number.slice(-4)}`;
  }
  if (body.payment_mode === 'ach') {
    rest.bank_account = {
      ...body.bank_account,
      account_number: lastFour(body.bank_account.account_number),
    };
  }
  return JSON.stringify(rest);
}

function read(storage: TokenStorage): StoredRetryToken | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(RETRY_TOKEN_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { token, fingerprint } = value as Record<string, unknown>;
    return typeof token === 'string' && typeof fingerprint === 'string' ? { token, fingerprint } : null;
  } catch {
    return null;
  }
}

/** The token for this attempt: the stored one when the attempt is the same, else a new one (stored). */
export function retryTokenFor(
  fingerprint: string,
  storage: TokenStorage = sessionStorage,
  makeToken: () => string = newRetryToken,
): string {
  const stored = read(storage);
  if (stored && stored.fingerprint === fingerprint) return stored.token;
  const token = makeToken();
  storage.setItem(RETRY_TOKEN_STORAGE_KEY, JSON.stringify({ token, fingerprint }));
  return token;
}

/** spec 3 §4.8: the order was accepted, so the next sale is a new attempt. */
export function dropRetryToken(storage: TokenStorage = sessionStorage): void {
  storage.removeItem(RETRY_TOKEN_STORAGE_KEY);
}

/** The stored token, if any (for tests and the failure modal). */
export function storedRetryToken(storage: TokenStorage = sessionStorage): StoredRetryToken | null {
  return read(storage);
}
