import { z } from 'zod';

/** The one error shape of every API answer that is not a success (ARCHITECTURE.md "Errors"). */
export const errorDetail = z.object({ property: z.string(), message: z.string() });
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetail).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ErrorDetail = z.infer<typeof errorDetail>;

/** Codes the web app reacts to; anything else shows its message. */
export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  csrf: 'CSRF_TOKEN_INVALID',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  mfaRequired: 'MFA_CODE_REQUIRED',
  mfaInvalid: 'MFA_CODE_INVALID',
  sessionExpired: 'SESSION_EXPIRED',
  idempotencyInProgress: 'IDEMPOTENCY_KEY_IN_USE',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  /**
   * 409 of POST cart/check_out (issue 24 point 1): the appointment was checked out already; the body
   * carries order_id and order_number beside `error` (appointmentCheckedOutBody).
   */
  appointmentCheckedOut: 'APPOINTMENT_CHECKED_OUT',
  /** 409 of POST cart/check_out: the appointment was cancelled. */
  appointmentCancelled: 'APPOINTMENT_CANCELLED',
  /** 503 with Retry-After: send the same request again in a moment (issue 23 point 1). */
  busy: 'SERVICE_BUSY',
  internal: 'INTERNAL_ERROR',
} as const;

/** Issue 24 point 1: the 409 APPOINTMENT_CHECKED_OUT answer, with the order the visit was checked out on. */
export const appointmentCheckedOutBody = errorBody.extend({
  order_id: z.number().int(),
  order_number: z.number().int(),
});
export type AppointmentCheckedOutBody = z.infer<typeof appointmentCheckedOutBody>;
