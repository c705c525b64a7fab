// Issue 24 point 1 ("A paid visit can be sold again"): an appointment knows the order it was checked out
// on. The calendar block and popover say what was paid (this file's appointmentPaymentState), the popover
// offers "View order" instead of Checkout, and POST cart/check_out refuses a second checkout of the visit
// unless the cashier confirms a second sale on purpose (appointmentCheckoutRefusal), and any checkout of a
// cancelled visit. The server answers both from these functions; the web shows and hides with them.
//
// What the visit shows, first match wins (the order is its latest checkout sale, see isCheckoutSale):
//
//   order, payment paid or pending, money kept > 0 (or nothing was owed)   → paid, the money kept
//   order, payment paid, partly paid or pending, nothing kept (refunded)   → refunded
//   order, payment partially paid                                          → partly_paid, the money kept
//   order, payment unpaid, requires action, scheduled or past due          → awaiting_payment, the amount due
//   no order, the online deposit paid (or kept on a no-show)               → deposit_paid
//   otherwise                                                              → unpaid
//
// "Money kept" is orders.amount_paid: payments less refunds, with a credited deposit counted as paid
// (summarizeOrderPayments), so a fully refunded sale no longer reads "Paid".
import type { DepositStatus } from '../deposits/deposit-rules.ts';
import type { OrderPaymentStatus, OrderStatusCode } from '../payments/codes.ts';

/** An order checked out from the appointment (orders.appointment_id), as the rules read it. */
export interface AppointmentOrderFacts {
  id: number;
  order_number: number;
  order_status: OrderStatusCode;
  payment_status: OrderPaymentStatus;
  amount_total_cents: number;
  /** orders.amount_paid: payments less refunds, a credited deposit included. */
  amount_paid_cents: number;
}

/**
 * Whether the order still sells the visit: a cancelled order (order status 2, or payment status
 * cancelled: a sale voided in full) does not, so the visit may be checked out again. The calendar's SQL
 * reads the latest order with the same test (calendar-week.repository.ts).
 */
export const isCheckoutSale = (order: Pick<AppointmentOrderFacts, 'order_status' | 'payment_status'>) =>
  order.order_status !== 2 && order.payment_status !== 'cancelled';

/** The visit's latest checkout sale among its orders (the highest id), or null when none sells it. */
export function latestCheckoutSale<T extends AppointmentOrderFacts>(orders: readonly T[]): T | null {
  let latest: T | null = null;
  for (const order of orders)
    if (isCheckoutSale(order) && (latest === null || order.id > latest.id)) latest = order;
  return latest;
}

export const appointmentPaymentKinds = [
  'unpaid',
  'deposit_paid',
  'paid',
  'partly_paid',
  'awaiting_payment',
  'refunded',
] as const;
export type AppointmentPaymentKind = (typeof appointmentPaymentKinds)[number];

export interface AppointmentPaymentState {
  kind: AppointmentPaymentKind;
  /** What the label names: the money kept (paid, partly paid), the amount due (awaiting), else null. */
  amount_cents: number | null;
  /** The checkout sale the visit was paid by (its page is "View order"); null without one. */
  order_id: number | null;
  order_number: number | null;
}

export interface AppointmentPaymentFacts {
  deposit_status: DepositStatus | null;
  /** The visit's latest checkout sale (latestCheckoutSale), or null. A cancelled order counts as none. */
  checkout_order: AppointmentOrderFacts | null;
}

const AWAITING: ReadonlySet<OrderPaymentStatus> = new Set([
  'unpaid',
  'requires_action',
  'scheduled',
  'past_due',
]);

/** spec 3 §4.2 read for the visit (table above). */
export function appointmentPaymentState(facts: AppointmentPaymentFacts): AppointmentPaymentState {
  const order = facts.checkout_order;
  if (order === null || !isCheckoutSale(order)) {
    const hasDeposit = facts.deposit_status === 'paid' || facts.deposit_status === 'kept';
    return {
      kind: hasDeposit ? 'deposit_paid' : 'unpaid',
      amount_cents: null,
      order_id: null,
      order_number: null,
    };
  }
  const ofOrder = (kind: AppointmentPaymentKind, amount_cents: number | null): AppointmentPaymentState => ({
    kind,
    amount_cents,
    order_id: order.id,
    order_number: order.order_number,
  });
  const kept = order.amount_paid_cents;
  if (AWAITING.has(order.payment_status)) return ofOrder('awaiting_payment', order.amount_total_cents - kept);
  if (kept === 0 && order.amount_total_cents > 0) return ofOrder('refunded', null);
  if (order.payment_status === 'partially_paid') return ofOrder('partly_paid', kept);
  return ofOrder('paid', kept);
}

export type AppointmentCheckoutRefusal = 'cancelled' | 'checked_out';

export interface AppointmentCheckoutFacts {
  /** The appointment's visit status (calendar_items.status). */
  status: string;
  /**
   * The visit's latest checkout sale (latestCheckoutSale: a cancelled order counts as none), or null; the
   * web reads it from the appointment's payment.order_id.
   */
  sale_order_id: number | null;
}

/**
 * Why a checkout from the appointment is refused, or null when it may go on: never for a cancelled visit;
 * a second sale of a visit already checked out only when the cashier confirmed it (`allowSecondSale`).
 */
export function appointmentCheckoutRefusal(
  facts: AppointmentCheckoutFacts,
  allowSecondSale: boolean,
): AppointmentCheckoutRefusal | null {
  if (facts.status === 'cancelled') return 'cancelled';
  if (facts.sale_order_id !== null && !allowSecondSale) return 'checked_out';
  return null;
}

/** The refusal's words, for a person at the desk (the 409's message). */
export function appointmentCheckoutMessage(refusal: AppointmentCheckoutRefusal, orderNumber: number | null) {
  if (refusal === 'cancelled')
    return 'This appointment was cancelled, so it cannot be checked out. Check out the sale without the appointment, or book the visit again.';
  const order = orderNumber === null ? 'an earlier order' : `order #${orderNumber}`;
  return `This visit was already checked out on ${order}. Confirm a second sale to charge again.`;
}
