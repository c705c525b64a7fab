// Issue 15 point 1, spec 3 §4.4: a refund is its own transaction (is_refund, ref_payment_id, spec 3 §3.2)
// against a settled payment. It is posted (or fails at the processor), settles in a batch as a payment of
// its kind would (a card's at the next local midnight, an ACH credit's after 2 business days), and may be
// voided only while posted: "Void a refund: a posted refund before can_void_until".
//
// States × events (✓ allowed, otherwise the refusal reason):
//
//           void                                        settle
// posted    ✓ before can_void_until, else window_closed  ✓ once due, else not_due
// settled   already_settled                             already_settled
// voided    already_voided                              already_voided
// failed    already_failed                              already_failed
import { type Instant, instantMs } from '../availability/zoned-time.ts';
import type { TransactionStatusCode } from './codes.ts';
import { type PaymentMethod, type PaymentState, transitionPayment } from './payment.ts';
import { type PaymentTransition, refuse } from './payment-refusal.ts';
import { achSettlementAt, cardSettlementAt } from './settlement-time.ts';

export type RefundStatus = 'posted' | 'settled' | 'voided' | 'failed';

/** A refund as the processor holds it. Instants are ISO strings in UTC. */
export interface RefundState {
  method: PaymentMethod;
  status: RefundStatus;
  amount_cents: number;
  time_zone: string;
  posted_at: string | null;
  /** spec 3 §3.2: the refund may be voided before this instant, which is also the batch that settles it. */
  can_void_until: string | null;
  settled_at: string | null;
  voided_at: string | null;
  failed_at: string | null;
}

/** The processor's answer to a refund (the sandbox's test numbers choose it). */
export type RefundOutcome = 'posted' | 'failed';

export type RefundEvent = { type: 'void' } | { type: 'settle' };

/** A payment and one refund against it, as a step that touches both leaves them. */
export interface PaymentWithRefund {
  payment: PaymentState;
  refund: RefundState;
}

/**
 * A refund of `amountCents` from a payment at `now`. The payment must be settled and have that much left
 * to refund (payment.ts's refund rule, whose refusal this answers). A posted refund holds its amount
 * against the payment; a failed one (spec 2 §3 "6 Refund Failed") holds nothing.
 */
export function refundPayment(
  payment: PaymentState,
  amountCents: number,
  outcome: RefundOutcome,
  now: Instant,
): PaymentTransition<PaymentWithRefund> {
  const held = transitionPayment(payment, { type: 'refund', amount_cents: amountCents }, now);
  if (!held.ok) return held;
  const at = new Date(instantMs(now)).toISOString();
  const refund: RefundState = {
    method: payment.method,
    status: outcome,
    amount_cents: amountCents,
    time_zone: payment.time_zone,
    posted_at: null,
    can_void_until: null,
    settled_at: null,
    voided_at: null,
    failed_at: null,
  };
  if (outcome === 'failed') return { ok: true, state: { payment, refund: { ...refund, failed_at: at } } };
  const settlesAt =
    payment.method === 'card'
      ? cardSettlementAt(payment.time_zone, at)
      : achSettlementAt(payment.time_zone, at);
  return {
    ok: true,
    state: { payment: held.state, refund: { ...refund, posted_at: at, can_void_until: settlesAt } },
  };
}

/** The refund after an event at `now`, or why the event may not happen (table above). */
export function transitionRefund(
  refund: RefundState,
  event: RefundEvent,
  now: Instant,
): PaymentTransition<RefundState> {
  if (refund.status === 'voided') return refuse('already_voided');
  if (refund.status === 'failed') return refuse('already_failed');
  if (refund.status === 'settled') return refuse('already_settled');
  const isBeforeSettlement =
    refund.can_void_until !== null && instantMs(now) < instantMs(refund.can_void_until);
  if (event.type === 'void') {
    if (!isBeforeSettlement) return refuse('void_window_closed');
    return {
      ok: true,
      state: { ...refund, status: 'voided', voided_at: new Date(instantMs(now)).toISOString() },
    };
  }
  if (isBeforeSettlement) return refuse('not_due');
  // Settled as of its batch, even when a late job records it afterwards.
  return { ok: true, state: { ...refund, status: 'settled', settled_at: refund.can_void_until } };
}

/** Voids a posted refund and gives its amount back to the payment, so it can be refunded again. */
export function voidRefund(
  payment: PaymentState,
  refund: RefundState,
  now: Instant,
): PaymentTransition<PaymentWithRefund> {
  const voided = transitionRefund(refund, { type: 'void' }, now);
  if (!voided.ok) return voided;
  const released = transitionPayment(
    payment,
    { type: 'release_refund', amount_cents: refund.amount_cents },
    now,
  );
  if (!released.ok) return released;
  return { ok: true, state: { payment: released.state, refund: voided.state } };
}

/** spec 2 §3 transaction status of a refund: 4 Refunded, 5 Refund Voided, 6 Refund Failed. */
export function refundTransactionStatus(refund: RefundState): TransactionStatusCode {
  if (refund.status === 'voided') return 5;
  if (refund.status === 'failed') return 6;
  return 4;
}
