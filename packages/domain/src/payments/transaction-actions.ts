// Issue 15 point 1, spec 3 §4.4: which of void, refund and void-a-refund a merchant may take on one stored
// transaction, read from the transaction and the rest of its order's transactions (its refunds). The rules
// are payment.ts's and refund.ts's machines; this file only reads a stored row into their states:
//
// - Void: "a card transaction in requires_action, or, before can_void_until and when not a refund, an ACH
//   transaction that is posted or a card transaction that is authorized". Cash and check (payment_type
//   cash) are settled when taken and never voided.
// - Refund: "only a settled transaction with funding payment", while refundable_cents > 0: its amount less
//   its refunds (ref_payment_id = its id) that are not voided or failed. Cash and check are refunded at the
//   desk (no processor call).
// - Void a refund: "a posted refund before can_void_until".
//
// Windows are strict: at can_void_until exactly the transaction has settled and may not be voided.
import { allOf, needClaim, needRight, type Requirement } from '../access/requirement.ts';
import type { TransactionFunding, TransactionPaymentType } from './codes.ts';
import {
  type PaymentMethod,
  type PaymentState,
  type PaymentStatus,
  refundableCents,
  transitionPayment,
} from './payment.ts';
import type { PaymentRefusal } from './payment-refusal.ts';
import { type RefundState, type RefundStatus, transitionRefund } from './refund.ts';

export interface ActionableTransaction {
  id: number;
  processor_status: string;
  funding: 'payment' | 'credit';
  payment_type: 'credit_card' | 'ach' | 'cash';
  is_refund: boolean;
  amount_cents: number;
  can_void_until: string | null;
  ref_payment_id: number | null;
}

export interface TransactionActions {
  void: boolean;
  refund: boolean;
  void_refund: boolean;
  refundable_cents: number;
}

export type TransactionAction = keyof Omit<TransactionActions, 'refundable_cents'>;

/** spec 3 §6: voiding a payment needs modify_orders. */
export const VOID_TRANSACTION_REQUIREMENT: Requirement = needRight('modify_orders');
/**
 * spec 3 §6 and spec 2 §6 "customers.issue-refund (also needs can_issue_refund)" (decision 71): refunding,
 * and voiding a refund (which takes the refund back), need modify_orders and the merchant's switch.
 */
export const REFUND_TRANSACTION_REQUIREMENT: Requirement = allOf(
  needRight('modify_orders'),
  needClaim('customers.issue-refund'),
);

/** Why a transaction is not a payment or not a refund (beyond the machines' own refusals). */
export interface TransactionActionRefusal {
  ok: false;
  reason:
    | PaymentRefusal['reason']
    | 'not_a_payment'
    | 'not_a_refund'
    | 'not_voidable'
    | 'nothing_left'
    | 'unknown_status';
  message: string;
}

const NOT_A_PAYMENT: TransactionActionRefusal = {
  ok: false,
  reason: 'not_a_payment',
  message: 'This transaction is a refund, not a payment.',
};
const NOT_A_REFUND: TransactionActionRefusal = {
  ok: false,
  reason: 'not_a_refund',
  message: 'This transaction is a payment, not a refund.',
};
const CASH_NOT_VOIDABLE: TransactionActionRefusal = {
  ok: false,
  reason: 'not_voidable',
  message: 'A cash or check payment is settled when taken and cannot be voided; refund it instead.',
};
const NOT_REFUNDABLE_CREDIT: TransactionActionRefusal = {
  ok: false,
  reason: 'not_a_payment',
  message: 'Only a payment can be refunded; this transaction is a credit.',
};
const NOTHING_LEFT: TransactionActionRefusal = {
  ok: false,
  reason: 'nothing_left',
  message: 'This payment has been refunded in full.',
};

/** The statuses each method's payments reach (payment.ts: only cards are requires_action or authorized). */
const PAYMENT_STATUSES: Record<PaymentMethod, ReadonlySet<string>> = {
  card: new Set<PaymentStatus>(['requires_action', 'authorized', 'settled', 'voided', 'failed']),
  ach: new Set<PaymentStatus>(['posted', 'settled', 'voided', 'failed', 'returned']),
};
const REFUND_STATUSES: ReadonlySet<string> = new Set<RefundStatus>(['posted', 'settled', 'voided', 'failed']);
/** A refund that holds its amount against its payment (refund.ts: failed and voided give theirs back). */
const HOLDING_REFUND_STATUSES: ReadonlySet<string> = new Set<RefundStatus>(['posted', 'settled']);

const methodOf = (paymentType: TransactionPaymentType): PaymentMethod =>
  paymentType === 'ach' ? 'ach' : 'card';

/** Cents of `t`'s refunds among `all` that hold their amount (its stored `refunded_amount`). */
export function transactionRefundedCents(
  t: ActionableTransaction,
  all: readonly ActionableTransaction[],
): number {
  return all
    .filter(
      (r) => r.is_refund && r.ref_payment_id === t.id && HOLDING_REFUND_STATUSES.has(r.processor_status),
    )
    .reduce((sum, r) => sum + r.amount_cents, 0);
}

/**
 * A stored payment as payment.ts's machine holds it, or null when its processor status is not one its
 * method reaches (reverse_posted, an ACH "authorized"): no action applies then. Cash is a settled card-like
 * payment with no void window. Only void and refund are asked of it, which read no time zone.
 */
function paymentStateOf(
  t: ActionableTransaction,
  all: readonly ActionableTransaction[],
): PaymentState | null {
  const method = methodOf(t.payment_type);
  if (!PAYMENT_STATUSES[method].has(t.processor_status)) return null;
  return {
    method,
    status: t.processor_status as PaymentStatus,
    amount_cents: t.amount_cents,
    refunded_cents: transactionRefundedCents(t, all),
    time_zone: 'UTC',
    accepted_at: null,
    can_void_until: t.payment_type === 'cash' ? null : t.can_void_until,
    settled_at: null,
    voided_at: null,
    failed_at: null,
    returned_at: null,
    return_code: null,
  };
}

function refundStateOf(t: ActionableTransaction): RefundState | null {
  if (!REFUND_STATUSES.has(t.processor_status)) return null;
  return {
    method: methodOf(t.payment_type),
    status: t.processor_status as RefundStatus,
    amount_cents: t.amount_cents,
    time_zone: 'UTC',
    posted_at: null,
    can_void_until: t.payment_type === 'cash' ? null : t.can_void_until,
    settled_at: null,
    voided_at: null,
    failed_at: null,
  };
}

const unknownStatus = (t: ActionableTransaction): TransactionActionRefusal => ({
  ok: false,
  reason: 'unknown_status',
  message: `This transaction is ${t.processor_status} at the processor: it cannot be voided or refunded here.`,
});

/** An instant as the merchant reads it; ISO by default (the server passes the merchant's zone). */
export type InstantFormat = (iso: string) => string;

/** The machines' refusal, with the window's instant where one closed (what to do next, too). */
function explained(
  t: ActionableTransaction,
  refusal: PaymentRefusal,
  format: InstantFormat,
): TransactionActionRefusal {
  if (refusal.reason !== 'void_window_closed' || t.can_void_until === null) return refusal;
  const at = format(t.can_void_until);
  const message = t.is_refund
    ? `This refund can no longer be voided: its void window closed at ${at}, when it settled.`
    : `This payment can no longer be voided: its void window closed at ${at}; refund it once it settles.`;
  return { ...refusal, message };
}

/** Cents of `t` that can still be refunded (0 for anything but a settled payment). */
export function transactionRefundableCents(
  t: ActionableTransaction,
  all: readonly ActionableTransaction[],
): number {
  if (t.is_refund || t.funding !== ('payment' satisfies TransactionFunding)) return 0;
  const state = paymentStateOf(t, all);
  return state ? Math.max(0, refundableCents(state)) : 0;
}

/**
 * Why `action` may not be taken on `t` at `now`, or null when it may. A refund's amount is checked by the
 * caller against transactionRefundableCents; here a refund needs only something left.
 */
export function transactionActionRefusal(
  action: TransactionAction,
  t: ActionableTransaction,
  all: readonly ActionableTransaction[],
  now: Date,
  format: InstantFormat = (iso) => iso,
): TransactionActionRefusal | null {
  if (action === 'void_refund') {
    if (!t.is_refund) return NOT_A_REFUND;
    const refund = refundStateOf(t);
    if (!refund) return unknownStatus(t);
    if (t.payment_type === 'cash' && refund.status === 'posted') return CASH_NOT_VOIDABLE;
    const voided = transitionRefund(refund, { type: 'void' }, now.toISOString());
    return voided.ok ? null : explained(t, voided, format);
  }
  if (t.is_refund) return NOT_A_PAYMENT;
  const payment = paymentStateOf(t, all);
  if (!payment) return unknownStatus(t);
  if (action === 'void') {
    if (t.payment_type === 'cash') return CASH_NOT_VOIDABLE;
    // spec 3 §4.4: requires_action is voidable at any time; the machine knows it.
    const voided = transitionPayment(payment, { type: 'void' }, now.toISOString());
    return voided.ok ? null : explained(t, voided, format);
  }
  if (t.funding !== 'payment') return NOT_REFUNDABLE_CREDIT;
  if (payment.status === 'settled') return refundableCents(payment) > 0 ? null : NOTHING_LEFT;
  // Not settled: the machine says why (not_settled, already_voided, already_returned …).
  const refunded = transitionPayment(payment, { type: 'refund', amount_cents: 1 }, now.toISOString());
  return refunded.ok ? null : refunded;
}

/** spec 3 §4.4 for `t` among its order's transactions `all`, at `now`. */
export function transactionActions(
  t: ActionableTransaction,
  all: readonly ActionableTransaction[],
  now: Date,
): TransactionActions {
  return {
    void: transactionActionRefusal('void', t, all, now) === null,
    refund: transactionActionRefusal('refund', t, all, now) === null,
    void_refund: transactionActionRefusal('void_refund', t, all, now) === null,
    refundable_cents: transactionRefundableCents(t, all),
  };
}
