import type { CheckoutBodyInput } from '@paybook/contracts';
import { checkoutAttempt } from '@paybook/domain';
import { newIdempotencyKey } from '@/lib/idempotency-key';

// spec 3 §3.4 retry_token, §4.8 Outcome; issue 15 point 3: one retry token per attempt of this cart, kept
// in sessionStorage so a reload after a lost answer sends the same token and the server replays the first
// answer instead of charging again. A failed or unknown payment keeps it; an accepted order removes it.
// Decision 94 (issue 23 point 1): the kept token's resend after a decline or an abandoned checkout is the
// sale's next attempt, which the server asks of the processor again; only an accepted sale is replayed.
// The server answers 422 to a token reused with another body, so a changed cart or payment is a new attempt
// with a new token: the attempt is recognised by the domain's checkoutAttempt, the body with the secrets
// (card number, CVV, track data, bank account number) reduced to last four digits, as the server hashes it.

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

/** The body without its secrets: what tells one attempt from another. */
export const checkoutFingerprint = (body: CheckoutBodyInput): string => JSON.stringify(checkoutAttempt(body));

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
