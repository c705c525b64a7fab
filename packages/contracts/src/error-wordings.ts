import { type ApiErrorCode, errorCodes as c } from './error-codes.ts';

// Issue 24 point 1 "one voice": what a person reads for each API error code, plain and calm, saying what
// to do next, without the API's words (no "request", "Idempotency-Key", "payload", "HTTP"). The server
// answers the generic codes (busy, a repeat still running, not found, not allowed, internal…) with these
// words; a code whose refusal says more (a declined card's reason, what blocks a delete) keeps its own
// message, and this is its fallback. The web shows a code's wording when an answer carried no message
// (apps/web/src/lib/api-client.ts loads this module only then: it stays out of the first page's download).
// error-wordings.test.ts fails on a code without a wording and on a wording with a jargon word.

export const errorWordings = {
  [c.validation]: 'Some details need a fix. Check the marked fields and try again.',
  [c.unauthenticated]: 'Please sign in to continue.',
  [c.forbidden]: 'You do not have permission to do this. Ask the account owner if you need it.',
  [c.notFound]: 'This could not be found. It may have been deleted: go back and try again.',
  [c.conflict]: 'Someone changed this at the same time. Reload the page and try again.',
  [c.csrf]: 'Your session could not be confirmed. Reload the page and try again.',
  [c.invalidCredentials]: 'Incorrect user name or password.',
  [c.accountLocked]:
    'This account is locked after too many failed sign-ins. Wait a while, or open the unlock link we e-mailed.',
  [c.tooManyAttempts]: 'There were too many tries in a short time. Wait a few minutes, then try again.',
  [c.mfaRequired]: 'Enter the code from your authenticator app.',
  [c.mfaInvalid]: 'That code is not valid. Enter the current code from your authenticator app.',
  [c.mfaAlreadyEnabled]:
    'Multi-factor authentication is already on for your account. Nothing more is needed.',
  [c.mfaSetupRequired]: 'Your business requires multi-factor authentication. Set it up to continue.',
  [c.sessionExpired]: 'You were signed out after a time without activity. Sign in again to continue.',
  [c.idempotencyInProgress]:
    'Your first try is still going through. Wait a moment, then try again: nothing will be done twice.',
  [c.idempotencyMismatch]:
    'This was already sent once with other details. Check the details and start again.',
  [c.busy]: 'Paybook is busy right now. Wait a moment, then try again.',
  [c.internal]: 'An unknown error occurred. Try again in a moment; if it happens again, contact support.',
  [c.badRequest]: 'Paybook could not read what was sent. Reload the page and try again.',
  [c.badUrl]: 'This page address is not valid. Check the link and try again.',
  [c.uriTooLong]: 'This page address is too long. Check the link and try again.',
  [c.headersTooLarge]: 'This page address is too long. Check the link and try again.',
  [c.requestTimeout]: 'This took too long to arrive. Check your connection and try again.',
  [c.duplicateCustomer]:
    'A customer with this e-mail already exists. Open that customer, or use another e-mail.',
  [c.customerDeleteBlocked]:
    'This customer cannot be deleted while they have appointments, payments or billing still open.',
  [c.exportNotReady]: 'The export is not ready yet. Wait a moment, then try again.',
  [c.achAuthorizationRequired]:
    'This change needs a new bank payment authorization from the customer. Get it before you continue.',
  [c.paymentAccountInUse]:
    'This card or bank account still pays for a subscription. Move the subscription to another account first.',
  [c.accountOnFile]:
    'This card or bank account is already on file for this customer. Use the one on file, or add it again on purpose.',
  [c.timePeriodNotAvailable]: 'This time is not free. Choose another time.',
  [c.visitChangeRefused]:
    'This appointment cannot be changed this way now. Reload the calendar to see where it stands.',
  [c.appointmentHasPayments]: 'This appointment has payments, so it cannot be deleted. Cancel it instead.',
  [c.bookingTimeUnavailable]: 'This time can no longer be booked. Choose another time.',
  [c.changeWindowClosed]:
    'This appointment can no longer be changed online. Please contact the business to change it.',
  [c.appointmentCheckedOut]:
    'This visit has already been checked out. Open its order, or confirm a second sale to charge again.',
  [c.appointmentCancelled]:
    'This appointment was cancelled, so it cannot be checked out. Sell the items without it.',
  [c.upgradeRequired]:
    'Card and ACH payments are available once you upgrade your account. Upgrade to start taking payments.',
  [c.amountDue]: 'There is still an amount to pay. Choose how the customer pays.',
  [c.depositCreditChanged]:
    'The deposit for this appointment changed meanwhile. Check the amount due and try again.',
  [c.cardDeclined]: 'The card was declined. Ask for another card or another way to pay.',
  [c.noShowRefused]: 'The no-show fee cannot be charged for this appointment. Check its status and card.',
  [c.depositNotReturnable]: 'The deposit cannot be given back right now. Try again in a few minutes.',
  [c.transactionActionRefused]:
    'This payment cannot be changed this way now. Reload the order to see what you can do.',
  [c.processorUnavailable]:
    'The card processor did not answer. Try again in a moment: no money is taken twice.',
  // Order actions (issue 25 point 1; spec 3 §8).
  [c.orderActionRefused]: 'We cannot perform this operation for this item.',
  // Subscriptions (billing schedules, spec 3 §4.5, §8; issue 25 point 5).
  [c.subscriptionActionRefused]: 'We cannot perform this operation for this item.',

  // Invoices (issue 25 points 3 and 4).
  [c.invoiceActionRefused]: 'This invoice cannot be changed this way now. Reload it to see what you can do.',
  [c.invoiceNotPayable]: 'This invoice has nothing left to pay. Reload the page to see it.',

  // Scheduled invoices and recurring payments (issue 25 point 6).
  [c.recurringScheduleRefused]:
    'This schedule cannot be changed this way now. Reload it to see what you can do.',

  // Stores and payment forms (issue 27).
  [c.storeChangeRefused]: 'This store cannot be changed this way now. Reload the page to see it.',

  // Customer passwords (issue 26 point 8).
  [c.passwordLinkGone]:
    'This link to choose a password was already used or has expired. Ask the business to send a new one.',
} as const satisfies Record<ApiErrorCode, string>;

/** The wording of a code, or undefined for a code the API does not answer with. */
export function errorWording(code: string): string | undefined {
  return Object.hasOwn(errorWordings, code) ? errorWordings[code as ApiErrorCode] : undefined;
}
