// Issue 15 point 3, spec 3 §4.2: an order's payment state, read from its transactions. spec 2 §3 "Transaction
// codes 1, 2, 3 count as payments" (4 to 6 are refunds); spec 3 §4.4's processor statuses say how far each
// payment has gone.
//
// What each transaction contributes (a payment is is_refund false, a refund is_refund true):
//
//   payment, status 1, processor settled or authorized   → paid (a card authorisation is money the batch takes)
//   payment, status 1, processor posted (an ACH debit)    → paid, and the order is pending until it settles
//   payment, status 1, processor requires_action          → requires_action: nothing paid yet
//   payment, status 2 Voided or 3 Failed (also returned)  → nothing
//   refund,  status 4, processor posted or settled        → reduces paid
//   refund,  status 5 Refund Voided or 6 Refund Failed    → nothing
//
// A deposit credited from the appointment the order was checked out from (issue 15 point 7, `credit_cents`)
// is money already paid on the deposit's own order: it counts as paid here, after refunds (a refund of this
// order's payments never takes back the deposit, which stays with its order).
//
// The order's status, first match wins: requires_action (a card waits on its customer) → pending (an ACH
// debit is posted and not settled) → paid (paid ≥ total) → partially_paid (0 < paid < total) → unpaid.
// "Paid" here counts what the customer paid before refunds (decision 82): a refund gives money back, it
// does not make the customer owe it again, so it never turns a paid order into a partially paid one nor
// leaves an amount due; `amount_refunded_cents` says how much went back.
// cancelled, scheduled and past_due are the order's and its invoice's, not its transactions': the caller
// sets them over this result.
import type { OrderPaymentStatus, TransactionStatusCode } from './codes.ts';

export interface OrderTransactionForPayment {
  is_refund: boolean;
  status: TransactionStatusCode;
  processor_status: string;
  amount_cents: number;
}

export interface OrderPaymentSummary {
  /** Payments processed or pending less refunds, never below zero (orders.amount_paid). */
  amount_paid_cents: number;
  /** Refunds posted or settled, at most what was paid (the deposit credit is never refunded here). */
  amount_refunded_cents: number;
  /**
   * Issue 24 point 1: what the order's own payments took (processed or pending) before refunds, without the
   * deposit credit: the "Charged" beside "Deposit credited" (the credit's money is on the deposit's order).
   */
  amount_charged_cents: number;
  payment_status: OrderPaymentStatus;
}

const PAID_PROCESSOR_STATUSES: ReadonlySet<string> = new Set(['settled', 'authorized']);
const REFUND_PROCESSOR_STATUSES: ReadonlySet<string> = new Set(['posted', 'settled']);

export function summarizeOrderPayments(
  amountTotalCents: number,
  transactions: readonly OrderTransactionForPayment[],
  credit_cents = 0,
): OrderPaymentSummary {
  let paid = 0;
  let refunded = 0;
  let pending = false;
  let requiresAction = false;
  for (const t of transactions) {
    if (t.is_refund) {
      if (t.status === 4 && REFUND_PROCESSOR_STATUSES.has(t.processor_status)) refunded += t.amount_cents;
      continue;
    }
    if (t.status !== 1) continue;
    if (PAID_PROCESSOR_STATUSES.has(t.processor_status)) paid += t.amount_cents;
    else if (t.processor_status === 'posted') {
      paid += t.amount_cents;
      pending = true;
    } else if (t.processor_status === 'requires_action') requiresAction = true;
  }
  const credit = Math.max(0, credit_cents);
  const amountRefunded = Math.min(paid, refunded);
  const paidBeforeRefunds = paid + credit;
  const payment_status: OrderPaymentStatus = requiresAction
    ? 'requires_action'
    : pending
      ? 'pending'
      : paidBeforeRefunds >= amountTotalCents
        ? 'paid'
        : paidBeforeRefunds > 0
          ? 'partially_paid'
          : 'unpaid';
  return {
    amount_paid_cents: paid - amountRefunded + credit,
    amount_refunded_cents: amountRefunded,
    amount_charged_cents: paid,
    payment_status,
  };
}
