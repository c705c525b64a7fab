// Issue 15 point 1, ruling 5: an ACH debit opens posted (settling after 2 business days, settlement-time.ts)
// or failed when the processor refuses the posting (a bank account it cannot debit). What happens next,
// including a return by the bank after settlement, is payment.ts's machine.
import { type Instant, instantMs } from '../availability/zoned-time.ts';
import { newPayment, type PaymentState } from './payment.ts';
import { isPositiveCents, type PaymentTransition, refuse } from './payment-refusal.ts';
import { achSettlementAt } from './settlement-time.ts';

/** The processor's answer to an ACH debit (the sandbox's test accounts choose it). */
export type AchPostingOutcome = 'posted' | 'failed';

export interface AchPaymentOpening {
  amount_cents: number;
  /** The merchant's IANA zone (ruling 8): its calendar decides the business days. */
  time_zone: string;
  outcome: AchPostingOutcome;
}

/** An ACH debit as its posting at `now` leaves it, or a refusal for an amount that is not cents. */
export function openAchPayment(opening: AchPaymentOpening, now: Instant): PaymentTransition<PaymentState> {
  if (!isPositiveCents(opening.amount_cents)) return refuse('invalid_amount');
  const at = new Date(instantMs(now)).toISOString();
  const { amount_cents, time_zone } = opening;
  if (opening.outcome === 'failed') {
    return { ok: true, state: { ...newPayment('ach', 'failed', amount_cents, time_zone), failed_at: at } };
  }
  return {
    ok: true,
    state: {
      ...newPayment('ach', 'posted', amount_cents, time_zone),
      accepted_at: at,
      can_void_until: achSettlementAt(time_zone, at),
    },
  };
}
