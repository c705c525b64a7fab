import { useMemo, useRef } from 'react';

// ARCHITECTURE.md "Idempotency": a repeated send of the same save (a double click, a retry after a lost
// answer) reuses its key, so the server adds once; a changed form is a new attempt with a new key (the
// server answers 422 to one key with another body). A refused save stores no key, so a corrected form
// may send again.

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

export interface IdempotencyKey {
  /** The `Idempotency-Key` to send this body with: the same while the body is (a resend), else a new one. */
  keyFor: (body: unknown) => string;
  /** After a success: the form's next save is a new record, with a new key. */
  renew: () => void;
}

/** The Idempotency-Key of a creating form (issue 13 point 15): one per attempt, kept while the form is open. */
export function useIdempotencyKey(): IdempotencyKey {
  const attempt = useRef<IdempotencyAttempt | null>(null);
  return useMemo(
    () => ({
      keyFor: (body) => {
        attempt.current = nextAttempt(attempt.current, JSON.stringify(body));
        return attempt.current.key;
      },
      renew: () => {
        attempt.current = null;
      },
    }),
    [],
  );
}
