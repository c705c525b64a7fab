// Issue 24 point 1, spec 3 §4.2, §4.4 (decisions 82 and 113): an order's state as its money moved. The
// server writes it after every payment, void, refund and processor report (recomputeOrderPayment); the
// order pages name it with the same module's badge.
//
// nextOrderState, first match wins:
//
//   the order is cancelled (order_status 2)                  → stays cancelled, nothing due
//   scheduled or past_due, and nothing paid                   → keeps its own status (an invoice's states)
//   nothing paid nor credited, and a payment voided           → cancelled: the sale was voided, as Square
//                                                               cancels an order whose payment is voided
//   pending, and the merchant approved the order's ACH        → paid or partially_paid (issue 25 point 1,
//                                                               decision 116: the approval accepts the
//                                                               posted debit as payment)
//   otherwise                                                 → summarizeOrderPayments' status
//
// A partly voided sale (one of two payments voided) is partially paid and owes what the void gave back. A
// sale whose deposit was credited (decision 76) stays open when its card is voided: the deposit is money
// kept on the deposit's own order and the appointment is credited, so the order owes the rest of its total.
// A declined or returned payment without a void leaves the order unpaid: the customer still owes it.
import { ORDER_PAYMENT_STATUSES, type OrderPaymentStatus, type OrderStatusCode } from './codes.ts';
import { type OrderTransactionForPayment, summarizeOrderPayments } from './order-payment.ts';

export interface OrderStateFacts {
  /** The order's stored status (spec 2 §3: 1 Created, 2 Cancelled). */
  order_status: OrderStatusCode;
  /** The order's stored payment status. */
  payment_status: OrderPaymentStatus;
  amount_total_cents: number;
  /** The deposit credited from the appointment (0 when none). */
  deposit_credit_cents: number;
  transactions: readonly OrderTransactionForPayment[];
  /** Issue 25 point 1: the merchant approved the order (an `approved` order event; decision 116). */
  ach_approved?: boolean;
}

export interface OrderState {
  order_status: OrderStatusCode;
  payment_status: OrderPaymentStatus;
  /** Money kept (payments less refunds, plus the credit), at most the total: orders.amount_paid. */
  amount_paid_cents: number;
  amount_refunded_cents: number;
  /** What the order's own payments took before refunds (the credit apart). */
  amount_charged_cents: number;
  amount_due_cents: number;
}

/** The amounts the amount due is read from (the stored order, or the wire's). */
export interface AmountDueFacts {
  order_status: number;
  amount_total_cents: number;
  amount_paid_cents: number;
  amount_refunded_cents: number;
}

/**
 * spec 3 §4.2 "amount due": nothing on a cancelled order; else the total less what was kept and what was
 * refunded (decision 82: money given back is not owed again).
 */
export function orderAmountDueCents(facts: AmountDueFacts): number {
  if (facts.order_status === 2) return 0;
  return Math.max(0, facts.amount_total_cents - facts.amount_paid_cents - facts.amount_refunded_cents);
}

const KEEPS_OWN_WHEN_UNPAID: ReadonlySet<OrderPaymentStatus> = new Set(['scheduled', 'past_due']);

/** A pending order the merchant approved: what its posted debits and credit pay of the total. */
const approvedStatus = (paidBeforeRefunds: number, total: number): OrderPaymentStatus =>
  paidBeforeRefunds >= total ? 'paid' : paidBeforeRefunds > 0 ? 'partially_paid' : 'unpaid';

/** The order's state after its transactions as they now stand (table above). */
export function nextOrderState(facts: OrderStateFacts): OrderState {
  const total = facts.amount_total_cents;
  const summary = summarizeOrderPayments(total, facts.transactions, facts.deposit_credit_cents);
  const paid = Math.min(summary.amount_paid_cents, total);
  const money = {
    amount_paid_cents: paid,
    amount_refunded_cents: summary.amount_refunded_cents,
    amount_charged_cents: summary.amount_charged_cents,
  };
  const isUnpaid = summary.payment_status === 'unpaid';
  const isVoided = isUnpaid && facts.transactions.some((t) => !t.is_refund && t.status === 2);
  const keepsOwn = isUnpaid && KEEPS_OWN_WHEN_UNPAID.has(facts.payment_status);
  if (facts.order_status === 2 || (isVoided && !keepsOwn)) {
    return { order_status: 2, payment_status: 'cancelled', ...money, amount_due_cents: 0 };
  }
  const payment_status = keepsOwn
    ? facts.payment_status
    : summary.payment_status === 'pending' && facts.ach_approved
      ? approvedStatus(summary.amount_charged_cents + Math.max(0, facts.deposit_credit_cents), total)
      : summary.payment_status;
  return {
    order_status: 1,
    payment_status,
    ...money,
    amount_due_cents: orderAmountDueCents({
      order_status: 1,
      amount_total_cents: total,
      amount_paid_cents: paid,
      amount_refunded_cents: summary.amount_refunded_cents,
    }),
  };
}

/**
 * Issue 24 point 1: the order's badge: its payment status, except that a paid order whose money went back
 * says so (Square's "Partially refunded" and "Refunded"). A partly paid order keeps saying what it owes.
 */
export const ORDER_BADGES = [...ORDER_PAYMENT_STATUSES, 'partly_refunded', 'refunded'] as const;
export type OrderBadge = (typeof ORDER_BADGES)[number];

export interface OrderBadgeFacts {
  order_status: number;
  payment_status: OrderPaymentStatus;
  /** Money kept (the order's amount_paid, the credit included). */
  amount_paid_cents: number;
  amount_refunded_cents: number;
}

/** The one label of an order's state, on the order page and in every list of orders. */
export function orderBadge(facts: OrderBadgeFacts): OrderBadge {
  if (facts.order_status === 2 || facts.payment_status === 'cancelled') return 'cancelled';
  if (facts.payment_status === 'paid' && facts.amount_refunded_cents > 0) {
    return facts.amount_paid_cents > 0 ? 'partly_refunded' : 'refunded';
  }
  return facts.payment_status;
}
