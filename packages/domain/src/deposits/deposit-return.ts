// Issue 15 point 7: how a deposit comes back when the appointment is cancelled inside the window. The
// payment machine of decision 67 decides: before the merchant's local midnight the authorisation is voided
// (nothing reaches the customer's statement); once settled, the whole rest is refunded. A payment whose
// window has closed but whose settlement the processor has not reported yet can be neither now: the caller
// asks the processor for the payment's current state first.
import type { Instant } from '../availability/zoned-time.ts';
import { type PaymentState, refundableCents, transitionPayment } from '../payments/payment.ts';
import type { PaymentRefusalReason } from '../payments/payment-refusal.ts';

export type DepositReturnStep =
  | { step: 'void' }
  | { step: 'refund'; amount_cents: number }
  | { step: 'none'; reason: PaymentRefusalReason | 'nothing_left' };

export function depositReturnStep(payment: PaymentState, now: Instant): DepositReturnStep {
  const voided = transitionPayment(payment, { type: 'void' }, now);
  if (voided.ok) return { step: 'void' };
  const left = refundableCents(payment);
  if (payment.status === 'settled')
    return left > 0 ? { step: 'refund', amount_cents: left } : { step: 'none', reason: 'nothing_left' };
  return { step: 'none', reason: voided.reason };
}
