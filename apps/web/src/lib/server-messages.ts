import { isAbortError, isApiError } from './api-error';

// spec 2 §8 words a failure from what the answer carried: "the server messages", "the first server
// message", or a form's own words when the failure says nothing the user can act on.

/**
 * The messages a failed call's answer carried: each named field's, else the answer's own (none when no
 * answer came, or the answer had no words of its own, such as a proxy's page).
 */
export function serverMessages(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const messages = error.details.map((detail) => detail.message);
  if (messages.length === 0 && error.serverMessage) messages.push(error.serverMessage);
  return [...new Set(messages)];
}

/**
 * spec 2 §8 "unauthorized, server_error and timeout": signed out, the server failed or did not answer in
 * time, or no answer came at all (the network). An aborted call is none of these.
 */
export function isUnexplainedFailure(error: unknown): boolean {
  if (!isApiError(error)) return !isAbortError(error);
  return error.status === 401 || error.status === 408 || error.status >= 500;
}
