import {
  type ApiErrorCode,
  type ErrorBody,
  type ErrorDetail,
  errorCodes,
  errorWordings,
} from '@paybook/contracts';

/**
 * The one error class services throw; the error plugin turns it into the one error shape. Its code is one
 * of the contracts' `errorCodes`, each of which has a wording for people (issue 24 point 1).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Top-level fields beside `error` (e.g. a duplicate's `existing_customer_id`), documented per code. */
    readonly extra?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The answer's body: the one error shape, with `extra` beside `error` (a subclass may add to it). */
  toBody(): ErrorBody & Record<string, unknown> {
    const { code, message, details } = this;
    return { ...this.extra, error: details ? { code, message, details } : { code, message } };
  }
}

/**
 * 503 with Retry-After (issue 23 point 1): the server or the item is busy (no connection in time, a lock
 * not had in time, another request's turn); the same request may be sent again as it is.
 */
export class RetryLater extends AppError {
  constructor(
    message: string = errorWordings[errorCodes.busy],
    readonly retryAfterSeconds = 1,
  ) {
    super(503, errorCodes.busy, message);
    this.name = 'RetryLater';
  }
}

export const badRequest = (property: string, message: string) =>
  new AppError(400, errorCodes.validation, message, [{ property, message }]);
export const unauthenticated = (message: string = errorWordings[errorCodes.unauthenticated]) =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: string = errorWordings[errorCodes.forbidden]) =>
  new AppError(403, errorCodes.forbidden, message);
/** Also the answer for another merchant's id: it must look exactly like an id that does not exist. */
export const notFound = (what = 'The item') =>
  new AppError(404, errorCodes.notFound, `${what} was not found.`);

/** 400 naming every field of a domain rule's problems (field path → message); null when there are none. */
export function fieldProblemsError(problems: Readonly<Record<string, string>>): AppError | null {
  const details = Object.entries(problems).map(([property, message]) => ({ property, message }));
  const [first] = details;
  return first ? new AppError(400, errorCodes.validation, first.message, details) : null;
}
