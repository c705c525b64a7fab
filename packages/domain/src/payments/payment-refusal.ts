// Issue 15 point 1: a life-cycle step that may not happen is answered as a value with a reason code and a
// message, never thrown, so the server presents it, the web hides the action with the same call, and the
// settlement job records it. The messages are written for the merchant (spec 3 §8's detail actions).

export type PaymentRefusalReason =
  | 'invalid_amount'
  | 'no_action_pending'
  | 'needs_action'
  | 'not_due'
  | 'void_window_closed'
  | 'not_settled'
  | 'already_settled'
  | 'already_voided'
  | 'already_failed'
  | 'already_returned'
  | 'exceeds_refundable'
  | 'exceeds_refunded'
  | 'not_ach';

export const PAYMENT_REFUSAL_MESSAGES: Record<PaymentRefusalReason, string> = {
  invalid_amount: 'The amount must be a whole number of cents greater than 0.',
  no_action_pending: 'This payment is not waiting for an action.',
  needs_action: 'This payment is waiting for an action and cannot settle yet.',
  not_due: 'This transaction is not due for settlement yet.',
  void_window_closed: 'This transaction can no longer be voided: its settlement time has passed.',
  not_settled: 'This payment has not settled yet: void it instead.',
  already_settled: 'This transaction has already settled.',
  already_voided: 'This transaction has already been voided.',
  already_failed: 'This transaction failed.',
  already_returned: 'This ACH payment was returned by the bank.',
  exceeds_refundable: 'The refund is more than what is left to refund on this payment.',
  exceeds_refunded: 'This payment has not had that much refunded.',
  not_ach: 'Only an ACH payment can be returned.',
};

export interface PaymentRefusal {
  ok: false;
  reason: PaymentRefusalReason;
  message: string;
}

/** The next state, or why there is none. */
export type PaymentTransition<State> = { ok: true; state: State } | PaymentRefusal;

export function refuse(reason: PaymentRefusalReason): PaymentRefusal {
  return { ok: false, reason, message: PAYMENT_REFUSAL_MESSAGES[reason] };
}

/** Whether an amount is a positive whole number of cents (ruling 9). */
export function isPositiveCents(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0;
}
