// Issue 15 point 7: what happens to a deposit and a no-show fee. The deposit's life on an appointment:
//
//   status \ event   cancel_in_window   cancel_late   no_show   checkout
//   paid             refunded           kept          kept      credited
//   refunded         —                  —             —         —
//   kept             —                  —             —         —
//   credited         —                  —             —         —
//
// "In window" is spec 1 §3 cancellation_time: cancelling before the start minus that amount (the same
// deadline the manage page and the e-mails name) refunds the whole deposit; later it is kept. A no-show
// keeps it too, and checking out from the appointment credits it against the order.
import type { ScheduleAmount } from '@paybook/contracts';
import { type Instant, instantMs } from '../availability/zoned-time.ts';
import { centsToPrice } from '../offerings/price.ts';

export const depositStatuses = ['paid', 'refunded', 'kept', 'credited'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export type DepositEvent = 'cancel_in_window' | 'cancel_late' | 'no_show' | 'checkout';

const PAID_NEXT: Record<DepositEvent, DepositStatus> = {
  cancel_in_window: 'refunded',
  cancel_late: 'kept',
  no_show: 'kept',
  checkout: 'credited',
};

/** The deposit's status after an event, or null when the event does not change it (table above). */
export function transitionDeposit(status: DepositStatus, event: DepositEvent): DepositStatus | null {
  return status === 'paid' ? PAID_NEXT[event] : null;
}

/** Whether a cancellation at `now` is inside the window (strictly before the deadline), spec 1 §3. */
export function isInsideCancellationWindow(deadline: Instant, now: Instant): boolean {
  return instantMs(now) < instantMs(deadline);
}

export type DepositOnCancel = 'refund' | 'keep' | 'nothing';

/** What cancelling does to the deposit: refund it in full inside the window, keep it after. */
export function depositOnCancel(
  status: DepositStatus | null,
  deadline: Instant,
  now: Instant,
): DepositOnCancel {
  if (status !== 'paid') return 'nothing';
  return isInsideCancellationWindow(deadline, now) ? 'refund' : 'keep';
}

export interface NoShowFacts {
  kind: 'appointment';
  status: string;
  start_at: Instant;
  no_show_fee_cents: number;
  /** The stored card the customer agreed to leave for the fee (null: none). */
  payment_account_id: number | null;
  consent_at: Instant | null;
  /** The fee's transaction, once charged. */
  no_show_fee_transaction_id: number | null;
}

export type NoShowRefusal = 'not_started' | 'cancelled' | 'already_charged' | 'no_fee' | 'no_card';

export const noShowMessages: Record<NoShowRefusal, string> = {
  not_started: 'An appointment can be marked as a no-show only after it has started.',
  cancelled: 'A cancelled appointment cannot be marked as a no-show.',
  already_charged: 'The no-show fee of this appointment has already been charged.',
  no_fee: 'This appointment’s service has no no-show fee.',
  no_card: 'The customer left no card for the no-show fee when booking.',
};

/**
 * Why the no-show fee may not be charged now, or null when it may: only once the appointment has started,
 * only once, only for a service with a fee, and only to a card the customer agreed to leave for it.
 */
export function noShowRefusal(facts: NoShowFacts, now: Instant): NoShowRefusal | null {
  if (facts.no_show_fee_transaction_id !== null || facts.status === 'no_show') return 'already_charged';
  if (facts.status === 'cancelled') return 'cancelled';
  if (instantMs(facts.start_at) > instantMs(now)) return 'not_started';
  if (facts.no_show_fee_cents <= 0) return 'no_fee';
  if (facts.payment_account_id === null || facts.consent_at === null) return 'no_card';
  return null;
}

/**
 * The credit a checkout from the appointment takes off for the deposit: what was paid and not refunded,
 * while the deposit is still 'paid', and never more than the order's total (the rest stays with the
 * deposit's order, and the merchant refunds it there if they wish).
 */
export function depositCredit(
  status: DepositStatus | null,
  paidCents: number,
  orderTotalCents: number,
): number {
  if (status !== 'paid') return 0;
  return Math.max(0, Math.min(paidCents, orderTotalCents));
}

const unitWords: Record<ScheduleAmount['unit'], [string, string]> = {
  Minutes: ['minute', 'minutes'],
  Hours: ['hour', 'hours'],
  Days: ['day', 'days'],
  Months: ['month', 'months'],
};

/** '24 hours', '1 day'. */
export function scheduleAmountText(amount: ScheduleAmount): string {
  const [one, many] = unitWords[amount.unit];
  return `${amount.value} ${amount.value === 1 ? one : many}`;
}

/**
 * The terms the booking page shows before the visitor confirms, and which are stored with their consent:
 * what is charged now, when it comes back, and what a no-show costs.
 */
export function depositTermsText(depositCents: number, noShowFeeCents: number, cancellation: ScheduleAmount) {
  const parts: string[] = [];
  const window = scheduleAmountText(cancellation);
  if (depositCents > 0)
    parts.push(
      `A deposit of $${centsToPrice(depositCents)} is charged to your card now and credited when you pay for the service.` +
        ` Cancel at least ${window} before the start for a full refund of the deposit; after that, the deposit is kept.`,
    );
  if (noShowFeeCents > 0)
    parts.push(
      `Your card is kept on file: if you do not come to the appointment, a no-show fee of $${centsToPrice(noShowFeeCents)} is charged to it.`,
    );
  return parts.join(' ');
}
