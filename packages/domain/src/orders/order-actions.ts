// Issue 25 point 1, spec 3 §4.2 and §6: which of an order's own actions (approve, cancel, cancel with
// refund or void, collect payment) a user may take. The server refuses with orderActionRefusal (409 for the
// order's state, 403 for a missing right) and the order page shows only what orderActions allows.
//
//   approve             pending only; the merchant accepts ACH (spec 3 §6 "ACH options appear only if the
//                       merchant accepts ACH"); modify_orders
//   cancel              unpaid, scheduled, requires_action or pending; modify_orders
//   cancel_with_refund  paid or partially_paid, a transaction with funding payment, and at least one
//                       payment settled, posted or authorized; modify_orders (and the refund claim
//                       customers.issue-refund when a settled payment must be refunded: decision 71)
//   collect_payment     not paid, cancelled, requires_action or pending, and something is due; create_orders
//
// Impersonation changes none of these (spec 3 §6 lists no order action among the impersonated user's
// limits); the table test holds that.
import { acceptsAch } from '../access/payment-types.ts';
import {
  allOf,
  explainRefusal,
  firstUnmet,
  needClaim,
  needRight,
  type Requirement,
} from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { moneyTextToCents } from '../money/money-text.ts';
import type { OrderPaymentStatus } from '../payments/codes.ts';

export const ORDER_ACTIONS = ['approve', 'cancel', 'cancel_with_refund', 'collect_payment'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The transactions' fields the rules read. */
export interface OrderActionTransaction {
  is_refund: boolean;
  funding: 'payment' | 'credit';
  processor_status: string;
}

export interface OrderActionFacts {
  /** The order's payment status as the wire says it ('cancelled' for a cancelled order). */
  payment_status: OrderPaymentStatus;
  transactions: readonly OrderActionTransaction[];
  amount_due_cents: number;
}

/** spec 3 §6 modify_orders: approve orders, cancel orders. */
export const APPROVE_ORDER_REQUIREMENT: Requirement = needRight('modify_orders');
export const CANCEL_ORDER_REQUIREMENT: Requirement = needRight('modify_orders');
/** Cancelling with a refund gives money back: decision 71's claim too. */
export const CANCEL_WITH_REFUND_REQUIREMENT: Requirement = allOf(
  needRight('modify_orders'),
  needClaim('customers.issue-refund'),
);
/** spec 3 §6 create_orders: collect payment. */
export const COLLECT_PAYMENT_REQUIREMENT: Requirement = needRight('create_orders');

export type OrderActionRefusal =
  | { kind: 'state'; message: string }
  | { kind: 'ach_off'; message: string }
  | { kind: 'right'; requirement: Requirement; message: string };

/** spec 3 §8: the words of an action that is hidden or disabled. */
export const ORDER_ACTION_REFUSED_MESSAGE = 'We cannot perform this operation for this item.';

const STATE: OrderActionRefusal = { kind: 'state', message: ORDER_ACTION_REFUSED_MESSAGE };

const CANCELLABLE: ReadonlySet<OrderPaymentStatus> = new Set([
  'unpaid',
  'scheduled',
  'requires_action',
  'pending',
]);
const PAID: ReadonlySet<OrderPaymentStatus> = new Set(['paid', 'partially_paid']);
const NO_COLLECT: ReadonlySet<OrderPaymentStatus> = new Set([
  'paid',
  'cancelled',
  'requires_action',
  'pending',
]);
const HOLDS_MONEY: ReadonlySet<string> = new Set(['settled', 'posted', 'authorized']);

/** Whether a settled payment is among the order's (cancelling then refunds it). */
export const hasSettledPayment = (transactions: readonly OrderActionTransaction[]) =>
  transactions.some((t) => !t.is_refund && t.processor_status === 'settled');

/** The right an action needs for this order (cancel with refund needs the refund claim only to refund). */
export function orderActionRequirement(action: OrderAction, facts: OrderActionFacts): Requirement {
  switch (action) {
    case 'approve':
      return APPROVE_ORDER_REQUIREMENT;
    case 'cancel':
      return CANCEL_ORDER_REQUIREMENT;
    case 'cancel_with_refund':
      return hasSettledPayment(facts.transactions)
        ? CANCEL_WITH_REFUND_REQUIREMENT
        : CANCEL_ORDER_REQUIREMENT;
    case 'collect_payment':
      return COLLECT_PAYMENT_REQUIREMENT;
  }
}

/** Whether the order's state allows the action (spec 3 §4.2), whoever asks. */
function stateAllows(action: OrderAction, facts: OrderActionFacts): boolean {
  const status = facts.payment_status;
  switch (action) {
    case 'approve':
      return status === 'pending';
    case 'cancel':
      return CANCELLABLE.has(status);
    case 'cancel_with_refund':
      return (
        PAID.has(status) &&
        facts.transactions.some((t) => !t.is_refund && t.funding === 'payment') &&
        facts.transactions.some((t) => !t.is_refund && HOLDS_MONEY.has(t.processor_status))
      );
    case 'collect_payment':
      return !NO_COLLECT.has(status) && facts.amount_due_cents > 0;
  }
}

/** Why `subject` may not take `action` on the order, or null when it may. */
export function orderActionRefusal(
  action: OrderAction,
  facts: OrderActionFacts,
  subject: AccessSubject,
): OrderActionRefusal | null {
  if (!stateAllows(action, facts)) return STATE;
  if (action === 'approve' && !acceptsAch(subject)) {
    return { kind: 'ach_off', message: ORDER_ACTION_REFUSED_MESSAGE };
  }
  const requirement = orderActionRequirement(action, facts);
  const unmet = firstUnmet(subject, requirement);
  if (unmet) return { kind: 'right', requirement: unmet, message: explainRefusal(subject, requirement) };
  return null;
}

/** Each action: shown (the state allows it and the merchant accepts ACH for approve) and allowed. */
export function orderActionAvailability(
  facts: OrderActionFacts,
  subject: AccessSubject,
): Record<OrderAction, { shown: boolean; allowed: boolean }> {
  const entry = (action: OrderAction) => {
    const refusal = orderActionRefusal(action, facts, subject);
    return { shown: refusal === null || refusal.kind === 'right', allowed: refusal === null };
  };
  return {
    approve: entry('approve'),
    cancel: entry('cancel'),
    cancel_with_refund: entry('cancel_with_refund'),
    collect_payment: entry('collect_payment'),
  };
}

/** The order as the API answers it (GET order/{id}), as far as the rules read it. */
export interface WireOrderForActions {
  payment_status: OrderPaymentStatus;
  amount_due: string;
  transactions: readonly OrderActionTransaction[];
}

/** The facts of an order as the API answers it: the server and the web read the same answer. */
export const orderActionFactsOf = (order: WireOrderForActions): OrderActionFacts => ({
  payment_status: order.payment_status,
  transactions: order.transactions,
  amount_due_cents: moneyTextToCents(order.amount_due) ?? 0,
});
