// Issue 15 point 1, ruling 5, spec 3 §4.4: a payment's life cycle at the processor as one pure machine,
// `(state, event, now) → next state | refusal`. Cards and ACH debits share it; where they differ the rule
// says so. Opening a payment is card-payment.ts's and ach-payment.ts's; a refund's own life is refund.ts's.
//
// States × events (✓ allowed, otherwise the refusal reason):
//
//                  approve_/decline_action  void                settle            refund              release_refund      return
// requires_action  ✓ authorized / failed    ✓ voided            needs_action      not_settled         not_settled         not_ach
// authorized       no_action_pending        ✓ before window,    ✓ once due,       not_settled         not_settled         not_ach
//                                           else window_closed  else not_due
// posted (ACH)     no_action_pending        ✓ before window,    ✓ once due,       not_settled         not_settled         not_settled
//                                           else window_closed  else not_due
// settled          no_action_pending        already_settled     already_settled   ✓ up to remaining   ✓ up to refunded    ✓ ACH, else not_ach
// voided           already_voided           already_voided      already_voided    already_voided      already_voided      already_voided
// failed           already_failed           already_failed      already_failed    already_failed      already_failed      already_failed
// returned (ACH)   already_returned         already_returned    already_returned  already_returned    ✓ up to refunded    already_returned
//
// Only cards reach requires_action and authorized; only ACH reaches posted and returned.
import { type Instant, instantMs } from '../availability/zoned-time.ts';
import type { AchReturnCode, TransactionStatusCode } from './codes.ts';
import { isPositiveCents, type PaymentTransition, refuse } from './payment-refusal.ts';
import { cardSettlementAt } from './settlement-time.ts';

export type PaymentMethod = 'card' | 'ach';

export type PaymentStatus =
  | 'requires_action'
  | 'authorized'
  | 'posted'
  | 'settled'
  | 'voided'
  | 'failed'
  | 'returned';

/** A payment (funding payment, spec 3 §3.2) as the processor holds it. Instants are ISO strings in UTC. */
export interface PaymentState {
  method: PaymentMethod;
  status: PaymentStatus;
  amount_cents: number;
  /** Cents of refunds posted or settled against it (failed and voided refunds give theirs back). */
  refunded_cents: number;
  /** The merchant's IANA zone, whose local midnight is the settlement batch (ruling 8). */
  time_zone: string;
  /** When the processor accepted it: a card's authorisation, an ACH debit's posting. */
  accepted_at: string | null;
  /** spec 3 §3.2: void is allowed before this instant, which is also the batch that settles it. */
  can_void_until: string | null;
  settled_at: string | null;
  voided_at: string | null;
  failed_at: string | null;
  returned_at: string | null;
  return_code: AchReturnCode | null;
}

export type PaymentEvent =
  /** The customer completed the card's required action (a 3-D Secure style step) and the issuer approved. */
  | { type: 'approve_action' }
  | { type: 'decline_action' }
  | { type: 'void' }
  /** The settlement batch takes the payment (the job sends it once the batch time has come). */
  | { type: 'settle' }
  /** A refund of part or all of what is left is posted against the payment. */
  | { type: 'refund'; amount_cents: number }
  /** A refund against the payment was voided or failed: its amount can be refunded again. */
  | { type: 'release_refund'; amount_cents: number }
  /** The bank returned a settled ACH debit. */
  | { type: 'return'; return_code: AchReturnCode };

const iso = (now: Instant) => new Date(instantMs(now)).toISOString();

/** A new payment in its first status, with no instants yet (the opening functions fill them). */
export function newPayment(
  method: PaymentMethod,
  status: PaymentStatus,
  amountCents: number,
  timeZone: string,
): PaymentState {
  return {
    method,
    status,
    amount_cents: amountCents,
    refunded_cents: 0,
    time_zone: timeZone,
    accepted_at: null,
    can_void_until: null,
    settled_at: null,
    voided_at: null,
    failed_at: null,
    returned_at: null,
    return_code: null,
  };
}

/** Cents that can still be refunded. */
export function refundableCents(state: PaymentState): number {
  return state.status === 'settled' ? state.amount_cents - state.refunded_cents : 0;
}

/** Refusals shared by every event on a finished payment. */
function refuseFinished(state: PaymentState) {
  if (state.status === 'voided') return refuse('already_voided');
  if (state.status === 'failed') return refuse('already_failed');
  if (state.status === 'returned') return refuse('already_returned');
  return null;
}

/** Whether `now` is before the instant the payment settles (voids allowed), for a payment that has one. */
function isBeforeSettlement(state: PaymentState, now: Instant): boolean {
  return state.can_void_until !== null && instantMs(now) < instantMs(state.can_void_until);
}

function actOnRequiredAction(
  state: PaymentState,
  approve: boolean,
  now: Instant,
): PaymentTransition<PaymentState> {
  const finished = refuseFinished(state);
  if (finished) return finished;
  if (state.status !== 'requires_action') return refuse('no_action_pending');
  if (!approve) return { ok: true, state: { ...state, status: 'failed', failed_at: iso(now) } };
  return {
    ok: true,
    state: {
      ...state,
      status: 'authorized',
      accepted_at: iso(now),
      can_void_until: cardSettlementAt(state.time_zone, now),
    },
  };
}

/** spec 3 §4.4 Void: "a card transaction in requires_action, or, before can_void_until …". */
function voidPayment(state: PaymentState, now: Instant): PaymentTransition<PaymentState> {
  const finished = refuseFinished(state);
  if (finished) return finished;
  if (state.status === 'settled') return refuse('already_settled');
  if (state.status !== 'requires_action' && !isBeforeSettlement(state, now)) {
    return refuse('void_window_closed');
  }
  return { ok: true, state: { ...state, status: 'voided', voided_at: iso(now) } };
}

/** The batch settles an authorised card or a posted ACH debit once its time has come. */
function settlePayment(state: PaymentState, now: Instant): PaymentTransition<PaymentState> {
  const finished = refuseFinished(state);
  if (finished) return finished;
  if (state.status === 'settled') return refuse('already_settled');
  if (state.status === 'requires_action') return refuse('needs_action');
  if (isBeforeSettlement(state, now)) return refuse('not_due');
  // Settled as of its batch, even when a late job (after a restart) records it afterwards.
  return { ok: true, state: { ...state, status: 'settled', settled_at: state.can_void_until } };
}

/** spec 3 §4.4 Refund: "only a settled transaction with funding payment"; partial refunds up to the rest. */
function refundPayment(state: PaymentState, amountCents: number): PaymentTransition<PaymentState> {
  const finished = refuseFinished(state);
  if (finished) return finished;
  if (state.status !== 'settled') return refuse('not_settled');
  if (!isPositiveCents(amountCents)) return refuse('invalid_amount');
  if (amountCents > refundableCents(state)) return refuse('exceeds_refundable');
  return { ok: true, state: { ...state, refunded_cents: state.refunded_cents + amountCents } };
}

function releaseRefund(state: PaymentState, amountCents: number): PaymentTransition<PaymentState> {
  // A returned debit's refunds still settle or get voided, so their bookkeeping goes on.
  if (state.status !== 'returned') {
    const finished = refuseFinished(state);
    if (finished) return finished;
    if (state.status !== 'settled') return refuse('not_settled');
  }
  if (!isPositiveCents(amountCents)) return refuse('invalid_amount');
  if (amountCents > state.refunded_cents) return refuse('exceeds_refunded');
  return { ok: true, state: { ...state, refunded_cents: state.refunded_cents - amountCents } };
}

/** Issue 15 point 1: an ACH debit returned by the bank after it settled. */
function returnPayment(
  state: PaymentState,
  returnCode: AchReturnCode,
  now: Instant,
): PaymentTransition<PaymentState> {
  const finished = refuseFinished(state);
  if (finished) return finished;
  if (state.method !== 'ach') return refuse('not_ach');
  if (state.status !== 'settled') return refuse('not_settled');
  return {
    ok: true,
    state: { ...state, status: 'returned', returned_at: iso(now), return_code: returnCode },
  };
}

/** The payment after an event at `now`, or why the event may not happen (table above). */
export function transitionPayment(
  state: PaymentState,
  event: PaymentEvent,
  now: Instant,
): PaymentTransition<PaymentState> {
  switch (event.type) {
    case 'approve_action':
      return actOnRequiredAction(state, true, now);
    case 'decline_action':
      return actOnRequiredAction(state, false, now);
    case 'void':
      return voidPayment(state, now);
    case 'settle':
      return settlePayment(state, now);
    case 'refund':
      return refundPayment(state, event.amount_cents);
    case 'release_refund':
      return releaseRefund(state, event.amount_cents);
    case 'return':
      return returnPayment(state, event.return_code, now);
  }
}

/**
 * spec 2 §3 transaction status of a payment: 2 Voided, 3 Failed (a returned ACH debit too: the money did
 * not arrive after all), otherwise 1 Processed. Refunds are their own transactions (refund.ts), so a
 * refunded payment stays Processed.
 */
export function paymentTransactionStatus(state: PaymentState): TransactionStatusCode {
  if (state.status === 'voided') return 2;
  if (state.status === 'failed' || state.status === 'returned') return 3;
  return 1;
}
