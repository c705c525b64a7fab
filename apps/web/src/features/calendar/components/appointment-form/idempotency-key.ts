// ARCHITECTURE.md "Idempotency": a repeated send of the same booking (a retry after a lost answer) reuses
// its key, so it books once; a changed form is a new booking attempt with a new key (the server answers
// 422 to one key with another body).

export interface IdempotencyAttempt {
  key: string;
  body: string;
}

/** A random key; crypto.getRandomValues also works where randomUUID does not (plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attempt for this body: the previous one when the body is the same, else a new key. */
export function nextAttempt(
  previous: IdempotencyAttempt | null,
  body: string,
  makeKey: () => string = newIdempotencyKey,
): IdempotencyAttempt {
  return previous !== null && previous.body === body ? previous : { key: makeKey(), body };
}
