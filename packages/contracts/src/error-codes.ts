// Every code an API error answer can carry (ARCHITECTURE.md "Errors"), in one table without zod, so the
// web's first page can read it. The server's AppError takes only these codes (apps/server/src/lib/
// app-error.ts), and every code has a wording for people in error-wordings.ts (issue 24 point 1): a new
// code is added here, and then its wording, or the type check and error-wordings.test.ts fail.

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
  mfaAlreadyEnabled: 'MFA_ALREADY_ENABLED',
  /** The business requires multi-factor authentication and the user has not set it up. */
  mfaSetupRequired: 'MFA_SETUP_REQUIRED',
  sessionExpired: 'SESSION_EXPIRED',
  idempotencyInProgress: 'IDEMPOTENCY_KEY_IN_USE',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  /** 503 with Retry-After: send the same request again in a moment (issue 23 point 1). */
  busy: 'SERVICE_BUSY',
  internal: 'INTERNAL_ERROR',
  /** What the HTTP layer refuses before a route runs (plugins/errors.ts). */
  badRequest: 'BAD_REQUEST',
  badUrl: 'BAD_URL',
  uriTooLong: 'URI_TOO_LONG',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  // Customers and their stored accounts (spec 2).
  duplicateCustomer: 'DUPLICATE_CUSTOMER',
  customerDeleteBlocked: 'CUSTOMER_DELETE_BLOCKED',
  exportNotReady: 'EXPORT_NOT_READY',
  achAuthorizationRequired: 'ACH_AUTHORIZATION_REQUIRED',
  paymentAccountInUse: 'PAYMENT_ACCOUNT_IN_USE',
  /**
   * 409 of POST account/creditcard and account/ach (spec 3 §2.5 card-account-dedupe): the customer has this
   * card or bank account on file; the body carries existing_account_id and existing_account_description.
   */
  accountOnFile: 'ACCOUNT_ON_FILE',
  // Appointments and booking (spec 1).
  timePeriodNotAvailable: 'TIME_PERIOD_NOT_AVAILABLE',
  visitChangeRefused: 'VISIT_CHANGE_REFUSED',
  appointmentHasPayments: 'APPOINTMENT_HAS_PAYMENTS',
  bookingTimeUnavailable: 'BOOKING_TIME_UNAVAILABLE',
  changeWindowClosed: 'CHANGE_WINDOW_CLOSED',
  /**
   * 409 of POST cart/check_out (issue 24 point 1): the appointment was checked out already; the body
   * carries order_id and order_number beside `error` (appointmentCheckedOutBody).
   */
  appointmentCheckedOut: 'APPOINTMENT_CHECKED_OUT',
  /** 409 of POST cart/check_out: the appointment was cancelled. */
  appointmentCancelled: 'APPOINTMENT_CANCELLED',
  // Money: checkout, deposits, payments (spec 3).
  upgradeRequired: 'UPGRADE_REQUIRED',
  amountDue: 'AMOUNT_DUE',
  depositCreditChanged: 'DEPOSIT_CREDIT_CHANGED',
  cardDeclined: 'CARD_DECLINED',
  noShowRefused: 'NO_SHOW_REFUSED',
  depositNotReturnable: 'DEPOSIT_NOT_RETURNABLE',
  transactionActionRefused: 'TRANSACTION_ACTION_REFUSED',
  processorUnavailable: 'PROCESSOR_UNAVAILABLE',
  // Order actions (issue 25 point 1, spec 3 §4.2, §8).
  /** 409: the order's state does not offer the action now (spec 3 §8's wording). */
  orderActionRefused: 'ORDER_ACTION_REFUSED',
  // Subscriptions (billing schedules, spec 3 §4.5; issue 25 point 5).
  subscriptionActionRefused: 'SUBSCRIPTION_ACTION_REFUSED',

  // Invoices (issue 25 points 3 and 4, spec 3 §4.3).
  /** 409: the invoice's status refuses the action (packages/domain/src/invoices invoice-actions.ts). */
  invoiceActionRefused: 'INVOICE_ACTION_REFUSED',
  /** 409 of the public pay page: nothing (or less than the amount) is due any more. */
  invoiceNotPayable: 'INVOICE_NOT_PAYABLE',

  // Scheduled invoices and recurring payments (issue 25 point 6, spec 3 §4.6).
  /** 409: the schedule's status refuses the action (packages/domain/src/recurring schedule-rules.ts). */
  recurringScheduleRefused: 'RECURRING_SCHEDULE_REFUSED',

  // Stores and payment forms (issue 27, spec 2 §4 Store status, §5).
  /** 409: the store's state refuses the change (no offerings to activate; ACH not accepted). */
  storeChangeRefused: 'STORE_CHANGE_REFUSED',

  // Customer passwords (spec 2 §7 customer_reset_password; issue 26 point 8).
  /** 410 of the public password page: its link was used or has expired (decision 191). */
  passwordLinkGone: 'PASSWORD_LINK_GONE',
} as const;

/** A code an API error answer can carry. */
export type ApiErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
