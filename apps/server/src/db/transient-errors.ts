import { errorCodes, errorWordings } from '@paybook/contracts';
import { RetryLater } from '../lib/app-error.ts';
import { databaseErrorFields } from './errors.ts';
import { ConnectionUnavailable } from './pool.ts';

// Issue 23 point 1: what the bounds of db/pool.ts end in is a "busy, try again" answer (503 with
// Retry-After, plugins/errors.ts), never a 500: nothing was written, and every money call's
// Idempotency-Key makes the retry safe.

export const ANOTHER_CHANGE = 'Another change to the same item is still in progress. Try again in a moment.';
export const SERVER_BUSY = errorWordings[errorCodes.busy];
const TOO_LONG = 'This took too long and was stopped. Wait a moment, then try again.';

/** PostgreSQL's answers that end a transaction which may simply be run again (SQLSTATE → message). */
const RETRYABLE_STATES: Readonly<Record<string, string>> = {
  /** lock_not_available: lock_timeout passed. */
  '55P03': ANOTHER_CHANGE,
  /** query_canceled: statement_timeout passed. */
  '57014': TOO_LONG,
  /** idle_in_transaction_session_timeout: the server ended the connection. */
  '25P03': TOO_LONG,
  /** deadlock_detected, serialization_failure: PostgreSQL rolled the transaction back. */
  '40P01': ANOTHER_CHANGE,
  '40001': ANOTHER_CHANGE,
};

/** The 503 an error of the database's bounds is answered with; null for any other error. */
export function retryLaterOf(error: unknown): RetryLater | null {
  if (error instanceof RetryLater) return error;
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ConnectionUnavailable) return new RetryLater(SERVER_BUSY, 2);
  }
  const state = databaseErrorFields(error)?.code;
  const message = state === undefined ? undefined : RETRYABLE_STATES[state];
  return message === undefined ? null : new RetryLater(message);
}
