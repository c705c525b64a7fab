import { moneyTextToCents } from '@paybook/domain/money/money-text';
import { ORDER_EVENT_KINDS } from '@paybook/domain/orders/order-timeline';
import { z } from 'zod';
import {
  achPayment,
  cashPayment,
  keyEnteredCardPayment,
  paperCheckPayment,
  storedAccountPayment,
  swipedCardPayment,
} from './checkout.ts';
import { checkoutPaymentStatus } from './checkout-response.ts';
import { customerEmail } from './customer-fields.ts';
import { moneyText } from './money.ts';
import { order, orderPaymentStatus } from './orders.ts';
import { idParam, intParam, lineText } from './primitives.ts';
import { transaction } from './transactions.ts';

// Issue 25 points 1 and 2, spec 3 §4.2, §7 "Order calls (approve, cancel, refund or void all payments, send
// cancel notification, …): paths not shown": the order's own actions, its timeline, a transaction's page
// and the payments list. Money is decimal text (decision 1).

/**
 * POST order/{id}/approve. spec 3 §7 "A patch of the customer's company name when approving certain ACH
 * orders": `company_name` (a business bank account's order) sets the customer's company; null leaves it.
 */
export const approveOrderBody = z
  .object({ company_name: lineText.trim().max(200).nullable().default(null) })
  .prefault({});
export type ApproveOrderBody = z.input<typeof approveOrderBody>;

/**
 * POST order/{id}/cancel. `refund`: spec 3 §4.2's "cancel with refund or void" (a paid order), else the
 * plain cancel (an unpaid, scheduled, held or pending one). `send_notification`: spec 3 §5 "The cancel
 * notification e-mail is optional through a checkbox"; it goes to `to_email_override` or the order's e-mail.
 */
export const cancelOrderBody = z
  .object({
    refund: z.boolean().default(false),
    send_notification: z.boolean().default(false),
    to_email_override: customerEmail.default(''),
  })
  .prefault({});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

const COLLECT_AMOUNT_MESSAGE = 'Enter an amount of at least 0.01';

/** What to collect: null collects the whole amount due. */
const collectAmount = {
  amount: moneyText
    .refine((text) => (moneyTextToCents(text) ?? 0) >= 1, COLLECT_AMOUNT_MESSAGE)
    .nullable()
    .default(null),
};

/**
 * POST order/{id}/collect_payment (spec 3 §4.2 "Collect payment"; the page
 * /reports/details/order/{orderId}/{collectpayment}/{fromAccountId}): the checkout's ways to pay (a stored
 * account, a typed or swiped card, a bank account, cash, a check) with the checkout's fields, and the amount.
 * Requires Idempotency-Key.
 */
export const collectPaymentBody = z.discriminatedUnion('payment_mode', [
  storedAccountPayment.extend(collectAmount),
  keyEnteredCardPayment.extend(collectAmount),
  swipedCardPayment.extend(collectAmount),
  achPayment.extend(collectAmount),
  cashPayment.extend(collectAmount),
  paperCheckPayment.extend(collectAmount),
]);
export type CollectPaymentBodyInput = z.input<typeof collectPaymentBody>;
export type CollectPaymentBody = z.output<typeof collectPaymentBody>;

/** The collect's answer: the payment's outcome as the checkout words it, the order and the payment tried. */
export const collectPaymentAnswer = z.object({
  payment_status: checkoutPaymentStatus,
  order,
  transaction: transaction.nullable(),
  change_due: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type CollectPaymentAnswer = z.infer<typeof collectPaymentAnswer>;

/** A timeline line's kind: order_events' kinds and a refund voided. */
export const timelineKind = z.enum([...ORDER_EVENT_KINDS, 'refund_voided']);

/** GET order/{id}/timeline: oldest first. */
export const orderTimelineAnswer = z.object({
  data: z.array(
    z.object({
      kind: timelineKind,
      at: z.string(),
      amount: z.string().nullable(),
      transaction_id: z.number().int().nullable(),
      /** Who did it, when a user did. */
      user_name: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type OrderTimelineAnswer = z.infer<typeof orderTimelineAnswer>;

export const transactionDetailParams = z.object({ transactionId: idParam });

/**
 * GET transaction/{id} (spec 3 §7 "get order transaction", "get card-processor transaction"): the
 * transaction with its processor's fields, its payment's refunds, and its order in brief.
 */
export const transactionDetail = z.object({
  transaction,
  processor_reference: z.string().nullable(),
  ach_authorization_type: z.string().nullable(),
  company_name: z.string(),
  refunded_amount: z.string(),
  /** A payment's refunds, or a refund's payment. */
  related: z.array(transaction),
  /** The order's transactions, as spec 3 §4.4's rules read them (which actions this one offers). */
  order_transactions: z.array(transaction),
  order: z.object({
    id: z.number().int(),
    order_number: z.number().int(),
    payment_status: orderPaymentStatus,
    amount_total: z.string(),
    customer: z
      .object({ id: z.number().int().nullable(), first_name: z.string(), last_name: z.string() })
      .nullable(),
  }),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

/** GET payments: the merchant's payments and refunds, newest first, searched by customer or order number. */
export const paymentsQuery = z.object({
  search: lineText.trim().max(100).default(''),
  page: intParam(1, 10_000).default(1),
  items_per_page: intParam(1, 100).default(25),
});
export type PaymentsQuery = z.input<typeof paymentsQuery>;

export const paymentRow = z.object({
  transaction,
  order_number: z.number().int(),
  customer_name: z.string(),
  customer_id: z.number().int().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentsPage = z.object({
  data: z.array(paymentRow),
  total_item_count: z.number().int(),
});
export type PaymentsPage = z.infer<typeof paymentsPage>;
