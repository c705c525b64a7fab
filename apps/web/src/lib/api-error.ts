import type { ErrorBody, ErrorDetail, errorCodes } from '@paybook/contracts';

type ErrorCodes = typeof errorCodes;

// The codes the client itself reacts to, checked against the contract's table at compile time
// (a runtime import of the contracts would pull zod into the first download).
const UNAUTHENTICATED: ErrorCodes['unauthenticated'] = 'UNAUTHENTICATED';
const SESSION_EXPIRED: ErrorCodes['sessionExpired'] = 'SESSION_EXPIRED';
const INTERNAL_ERROR: ErrorCodes['internal'] = 'INTERNAL_ERROR';

/** The sign-in page's codes, for the same reason (issue 14 point 6: the first page carries no zod). */
export const signInErrorCodes: Pick<ErrorCodes, 'mfaRequired' | 'accountLocked'> = {
  mfaRequired: 'MFA_CODE_REQUIRED',
  accountLocked: 'ACCOUNT_LOCKED',
};

/** The `error` of the one error shape, when the body has it. */
function readError(body: unknown): ErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const detailList = Array.isArray(details)
    ? details.filter(
        (d): d is ErrorDetail =>
          typeof d === 'object' &&
          d !== null &&
          typeof d.property === 'string' &&
          typeof d.message === 'string',
      )
    : undefined;
  return { code, message, ...(detailList ? { details: detailList } : {}) };
}

/** Whether an answer's body has the one error shape (its code and message). */
export const hasErrorShape = (body: unknown): boolean => readError(body) !== undefined;

/** What an answer without the one error shape stands for: its status's code and that code's wording. */
export type ErrorFallback = { code: string; message: string };

/**
 * A failed API call, parsed from the one error shape `{ error: { code, message, details? } }`
 * (ARCHITECTURE.md "Errors"). `serverMessage` is empty when the answer carried none (a proxy's page);
 * the message is then the fallback's wording (lib/error-fallback.ts, issue 24 point 1), and without one
 * callers fall back to 'An unknown error occurred.' (spec 1 §8).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string;
  readonly details: ErrorDetail[];
  /** The whole answer, for errors that carry more than the one shape (a booking refusal's other slots). */
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback?: ErrorFallback) {
    const error = readError(body);
    super(error?.message ?? fallback?.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    // Without the shape and without a fallback (its module could not load either) nothing more is known.
    this.code = error?.code ?? fallback?.code ?? INTERNAL_ERROR;
    this.serverMessage = error?.message ?? '';
    this.details = error?.details ?? [];
    this.body = body;
  }

  /** The session is gone: the app sends the user to sign in again instead of showing an error. */
  get isUnauthenticated(): boolean {
    return this.status === 401 && (this.code === UNAUTHENTICATED || this.code === SESSION_EXPIRED);
  }

  /** The message for one field, when the server named it. */
  detailFor(property: string): string | undefined {
    return this.details.find((detail) => detail.property === property)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
