// spec 2 §2.1 "statement table (first 15 rows, 'view more' beyond)", spec 2 §3 and spec 3 §4.2 "On the
// customer statement: Paid, Unpaid, Partially Paid, Cancelled, and past_due (set when an invoice exists, the
// order is not cancelled and is_past_due is true). Transaction status codes 1, 2, 3 count as payments; 2 and
// 3 are visible; 3 and 6 (or a negative payment) show in red." The server builds the statement with these
// and the profile's statement card draws it with them (decision 136).
import { addDaysToDate, localDateOf, localDateWallMs, wallToUtcMs } from '../availability/zoned-time.ts';
import type { OrderPaymentStatus, TransactionStatusCode } from '../payments/codes.ts';
import { PAYMENT_TRANSACTION_STATUSES, RED_TRANSACTION_STATUSES } from '../payments/codes.ts';

/** spec 2 §2.1: the statement shows its first 15 rows, 'view more' loads the next 15. */
export const STATEMENT_PAGE_SIZE = 15;
/** Issue 25 point 8: the statement covers the last 180 days, counted in the merchant's zone. */
export const STATEMENT_WINDOW_DAYS = 180;

/** spec 3 §4.2: the statement's labels (past_due in the spec's own spelling, shown as "Past Due"). */
export const STATEMENT_STATUSES = ['paid', 'unpaid', 'partially_paid', 'cancelled', 'past_due'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export interface StatementOrderFacts {
  /** spec 2 §3: 1 Created, 2 Cancelled. */
  order_status: number;
  payment_status: OrderPaymentStatus;
  /** The order is an invoice's (sale type 6 Invoice, or an invoice row once invoices exist). */
  has_invoice: boolean;
  /** spec 3 §3.2 Order is_past_due. */
  is_past_due: boolean;
}

/**
 * spec 3 §4.2: the statement label of an order. past_due needs an invoice, an order that is not cancelled
 * and is_past_due; the other states a statement does not name (scheduled, pending, requires_action, an
 * uninvoiced past_due) read as Unpaid: the customer has not paid them.
 */
export function statementStatus(order: StatementOrderFacts): StatementStatus {
  const isCancelled = order.order_status === 2 || order.payment_status === 'cancelled';
  if (isCancelled) return 'cancelled';
  if (order.has_invoice && order.is_past_due) return 'past_due';
  if (order.payment_status === 'paid') return 'paid';
  if (order.payment_status === 'partially_paid') return 'partially_paid';
  return 'unpaid';
}

/** spec 3 §4.2 "Transaction status codes 1, 2, 3 count as payments" (4 to 6 are refunds). */
export const countsAsPayment = (status: number): boolean =>
  (PAYMENT_TRANSACTION_STATUSES as readonly number[]).includes(status);

/** spec 3 §4.2 "2 and 3 are visible": a voided or failed payment shows its status beside it. */
export const STATEMENT_VISIBLE_STATUSES: readonly TransactionStatusCode[] = [2, 3];
export const isStatusVisible = (status: number): boolean =>
  (STATEMENT_VISIBLE_STATUSES as readonly number[]).includes(status);

export interface StatementTransactionFacts {
  status: number;
  /** Cents as the statement shows the line: a payment is positive, money given back negative. */
  amount_cents: number;
}

/** spec 3 §4.2 "3 and 6 (or a negative payment) show in red". */
export function isRedOnStatement(transaction: StatementTransactionFacts): boolean {
  if ((RED_TRANSACTION_STATUSES as readonly number[]).includes(transaction.status)) return true;
  return countsAsPayment(transaction.status) && transaction.amount_cents < 0;
}

/** How one transaction line reads on the statement. */
export interface StatementTransactionView {
  is_payment: boolean;
  is_status_visible: boolean;
  is_red: boolean;
}

export function statementTransactionView(transaction: StatementTransactionFacts): StatementTransactionView {
  return {
    is_payment: countsAsPayment(transaction.status),
    is_status_visible: isStatusVisible(transaction.status),
    is_red: isRedOnStatement(transaction),
  };
}

/**
 * The first instant of the statement's window: midnight, in the merchant's zone, 180 days before today
 * there (ruling 8: windows like "n days before today" are the merchant's calendar days, DST included).
 */
export function statementWindowStart(timeZone: string, now: Date): Date {
  const firstDay = addDaysToDate(localDateOf(timeZone, now), -STATEMENT_WINDOW_DAYS);
  return new Date(wallToUtcMs(timeZone, localDateWallMs(firstDay)));
}
