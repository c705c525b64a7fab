import { type ApiErrorCode, errorCodes } from '@paybook/contracts/error-codes';
import { errorWordings } from '@paybook/contracts/error-wordings';
import type { ErrorFallback } from './api-error';

// Issue 24 point 1: an answer without the one error shape (a proxy's or gateway's page while the server
// restarts or is overloaded) is read as the code its status stands for, shown in that code's wording.
// Loaded by api-client.ts only for such an answer.

/** The code an answer of this status without the one error shape stands for. */
export function codeOfStatus(status: number): ApiErrorCode {
  if (status === 502 || status === 503 || status === 504) return errorCodes.busy;
  if (status >= 500) return errorCodes.internal;
  if (status === 429) return errorCodes.tooManyAttempts;
  if (status === 404) return errorCodes.notFound;
  if (status === 403) return errorCodes.forbidden;
  if (status === 401) return errorCodes.unauthenticated;
  return errorCodes.badRequest;
}

export function errorFallbackOf(status: number): ErrorFallback {
  const code = codeOfStatus(status);
  return { code, message: errorWordings[code] };
}
