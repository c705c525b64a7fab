// Issue 15 point 1, ruling 5: a card payment opens as the processor answers the authorisation: approved
// (authorised, settling in the batch at the merchant's next local midnight), needing an action from the
// customer (spec 3 §4.4 requires_action), or declined. What happens next is payment.ts's machine.
import { type Instant, instantMs } from '../availability/zoned-time.ts';
import { newPayment, type PaymentState } from './payment.ts';
import { isPositiveCents, type PaymentTransition, refuse } from './payment-refusal.ts';
import { cardSettlementAt } from './settlement-time.ts';

/** The processor's answer to a card authorisation (the sandbox's test numbers choose it). */
export type CardAuthorizationOutcome = 'approved' | 'requires_action' | 'declined';

export interface CardPaymentOpening {
  amount_cents: number;
  /** The merchant's IANA zone (ruling 8). */
  time_zone: string;
  outcome: CardAuthorizationOutcome;
}

/** A card payment as its authorisation at `now` leaves it, or a refusal for an amount that is not cents. */
export function openCardPayment(opening: CardPaymentOpening, now: Instant): PaymentTransition<PaymentState> {
  if (!isPositiveCents(opening.amount_cents)) return refuse('invalid_amount');
  const at = new Date(instantMs(now)).toISOString();
  const { amount_cents, time_zone } = opening;
  if (opening.outcome === 'declined') {
    return { ok: true, state: { ...newPayment('card', 'failed', amount_cents, time_zone), failed_at: at } };
  }
  if (opening.outcome === 'requires_action') {
    return { ok: true, state: newPayment('card', 'requires_action', amount_cents, time_zone) };
  }
  return {
    ok: true,
    state: {
      ...newPayment('card', 'authorized', amount_cents, time_zone),
      accepted_at: at,
      can_void_until: cardSettlementAt(time_zone, at),
    },
  };
}
