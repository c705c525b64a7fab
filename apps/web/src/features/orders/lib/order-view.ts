import type { Order, OrderSummary, Transaction } from '@paybook/contracts';
import {
  type AccessSubject,
  type ActionableTransaction,
  meets,
  type OrderBadge,
  orderBadge,
  REFUND_TRANSACTION_REQUIREMENT,
  type Requirement,
  type TransactionAction,
  transactionActions,
  VOID_TRANSACTION_REQUIREMENT,
} from '@paybook/domain';
import { moneyTextToCents } from '@paybook/domain/money/money-text';
import { SEND_RECEIPT_REQUIREMENT, VIEW_RECEIPT_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';

// Issue 15 points 1 and 5, spec 3 §4.2, §4.4: what the order page shows of an order's payments and which
// actions it offers. The rules are the domain's (transactionActions, the endpoints' requirements,
// receipt-access); this reads the order's wire shape into them (spec 3 §6: modify_orders; refunds also
// need the merchant's can_issue_refund, spec 1 §3).

/** Cents of a decimal text from the API ("45.00"); 0 when it is not one. */
export const centsOf = (text: string | null): number => (text === null ? 0 : (moneyTextToCents(text) ?? 0));

/** A transaction as transactionActions reads it. */
export const actionableOf = (t: Transaction): ActionableTransaction => ({
  id: t.id,
  processor_status: t.processor_status,
  funding: t.funding,
  payment_type: t.payment_type,
  is_refund: t.is_refund,
  amount_cents: centsOf(t.amount),
  can_void_until: t.can_void_until,
  ref_payment_id: t.ref_payment_id,
});

/** A payment with its refunds under it (oldest first, as the order lists them). */
export interface PaymentRow {
  payment: Transaction;
  refunds: Transaction[];
}

/** The order's payments, each with its refunds; a refund whose payment is not on the order stands alone. */
export function groupPayments(transactions: readonly Transaction[]): PaymentRow[] {
  const payments = transactions.filter((t) => !t.is_refund);
  const ids = new Set(payments.map((t) => t.id));
  const rows: PaymentRow[] = payments.map((payment) => ({
    payment,
    refunds: transactions.filter((t) => t.is_refund && t.ref_payment_id === payment.id),
  }));
  for (const orphan of transactions.filter((t) => t.is_refund && !ids.has(t.ref_payment_id ?? -1))) {
    rows.push({ payment: orphan, refunds: [] });
  }
  return rows;
}

/**
 * spec 3 §4.2 "3 and 6 (or a negative payment) show in red": failed payments and failed refunds; the
 * rest by what they mean (processed green, voided grey, refunded and refund voided blue-ish).
 */
export function transactionStatusColor(t: Pick<Transaction, 'status' | 'amount'>): string {
  if (t.status.code === 3 || t.status.code === 6 || t.amount.trim().startsWith('-')) return 'red';
  if (t.status.code === 1) return 'teal';
  if (t.status.code === 2 || t.status.code === 5) return 'gray';
  return 'blue';
}

/**
 * Issue 24 point 1: the badge of an order or of a row of a list of orders, the domain's one label (a paid
 * order whose money went back reads "Partly refunded" or "Refunded").
 */
export const orderBadgeOf = (
  order: Pick<Order | OrderSummary, 'order_status' | 'payment_status' | 'amount_paid' | 'amount_refunded'>,
): OrderBadge =>
  orderBadge({
    order_status: order.order_status.code,
    payment_status: order.payment_status,
    amount_paid_cents: centsOf(order.amount_paid),
    amount_refunded_cents: centsOf(order.amount_refunded),
  });

/** spec 3 §4.2 order badges as colours (drawn in their darkest shade, for contrast). */
export function orderStatusColor(badge: OrderBadge): string {
  switch (badge) {
    case 'paid':
      return 'teal';
    case 'partially_paid':
    case 'pending':
    case 'scheduled':
      return 'blue';
    case 'partly_refunded':
      return 'violet';
    case 'cancelled':
    case 'refunded':
      return 'gray';
    default:
      return 'red';
  }
}

/** The requirement of each action, as the server's endpoints declare it (spec 3 §6, decision 71). */
export const ACTION_REQUIREMENTS: Readonly<Record<TransactionAction, Requirement>> = {
  void: VOID_TRANSACTION_REQUIREMENT,
  refund: REFUND_TRANSACTION_REQUIREMENT,
  void_refund: REFUND_TRANSACTION_REQUIREMENT,
};

/** What `t` allows at `now` among its order's transactions (the domain's rule), whoever asks. */
export const allowedActions = (t: Transaction, all: readonly Transaction[], now: Date) =>
  transactionActions(actionableOf(t), all.map(actionableOf), now);

export const canViewOrderReceipt = (subject: AccessSubject) => meets(subject, VIEW_RECEIPT_REQUIREMENT);
export const canSendOrderReceipt = (subject: AccessSubject) => meets(subject, SEND_RECEIPT_REQUIREMENT);

export type RefundAmountCheck = { cents: number } | { error: 'format' | 'zero' | 'tooMuch' };

/** A refund's amount as typed: a money text from 0.01 up to what is left (decision 67). */
export function checkRefundAmount(text: string, refundableCents: number): RefundAmountCheck {
  const cents = moneyTextToCents(text.trim());
  if (cents === null) return { error: 'format' };
  if (cents < 1) return { error: 'zero' };
  if (cents > refundableCents) return { error: 'tooMuch' };
  return { cents };
}

/** The refund's `amount` on the wire: null refunds everything left. */
export const refundAmountBody = (cents: number, refundableCents: number): string | null =>
  cents === refundableCents ? null : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Recurring lines start billing schedules; their note names the first bill date when the line has one. */
export const recurringLines = (order: Pick<Order, 'items'>) =>
  order.items
    .map((item, position) => ({ ...item, lineNumber: position + 1 }))
    .filter((item) => item.price_structure === 'recurring');

/** The order page's path (spec 3 §2.2 detail routes). */
export const orderPath = (orderId: number) => `/reports/details/order/${orderId}`;

/** A transaction's page (spec 3 §2.2 detail routes). */
export const transactionPath = (orderId: number, transactionId: number) =>
  `/reports/details/transaction/${orderId}/${transactionId}`;

/** A path's id ("12"): a positive safe integer written plainly, else null (the page says not found). */
export function readPathId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
