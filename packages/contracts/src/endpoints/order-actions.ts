import {
  APPROVE_ORDER_REQUIREMENT,
  CANCEL_ORDER_REQUIREMENT,
  COLLECT_PAYMENT_REQUIREMENT,
} from '@paybook/domain/orders/order-actions';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  approveOrderBody,
  cancelOrderBody,
  collectPaymentAnswer,
  collectPaymentBody,
  orderTimelineAnswer,
  paymentsPage,
  paymentsQuery,
  transactionDetail,
  transactionDetailParams,
} from '../order-actions.ts';
import { order, orderIdParams } from '../orders.ts';

// Issue 25 points 1 and 2, spec 3 §4.2, §6, §7 "Order calls … paths not shown" (ours, under /api).
const tags = ['Orders'];

const MONEY = [
  'Requires an Idempotency-Key header (400 naming it without); a repeat with the same key and body answers',
  'the first response and never moves money twice (422 with another body). 403 without the right; 404 for',
  "another merchant's order; 409 ORDER_ACTION_REFUSED when spec 3 §4.2 does not offer the action for the",
  "order's state now (the wording: 'We cannot perform this operation for this item.'); 503",
  'PROCESSOR_UNAVAILABLE when the processor did not answer (retry with the same key).',
].join(' ');

export const approveOrder = defineEndpoint({
  method: 'POST',
  path: '/order/:orderId/approve',
  access: requires(APPROVE_ORDER_REQUIREMENT),
  tags,
  summary: 'Approve a pending ACH order (spec 3 §4.2), optionally setting the customer’s company name',
  description: `Needs modify_orders and a merchant accepting ACH. ${MONEY}`,
  params: orderIdParams,
  body: approveOrderBody,
  responses: { 200: order },
  idempotency: 'required',
  errors: [404, 409],
});

export const cancelOrder = defineEndpoint({
  method: 'POST',
  path: '/order/:orderId/cancel',
  access: requires(CANCEL_ORDER_REQUIREMENT),
  tags,
  summary: 'Cancel an order; with refund, void what can be voided and refund what settled (spec 3 §4.2)',
  description: `Needs modify_orders (and the refund claim when a settled payment is refunded). ${MONEY}`,
  params: orderIdParams,
  body: cancelOrderBody,
  responses: { 200: order },
  idempotency: 'required',
  errors: [404, 409],
});

export const collectOrderPayment = defineEndpoint({
  method: 'POST',
  path: '/order/:orderId/collect_payment',
  access: requires(COLLECT_PAYMENT_REQUIREMENT),
  tags,
  summary: 'Collect the amount due (or part of it) on an order by stored account, card, ACH, cash or check',
  description: `Needs create_orders. 200 for every payment outcome, named by payment_status (a declined card is 'failed' with failure_reason, the order unchanged). 400 names the field. ${MONEY}`,
  params: orderIdParams,
  body: collectPaymentBody,
  responses: { 200: collectPaymentAnswer },
  idempotency: 'required',
  errors: [404, 409],
});

export const getOrderTimeline = defineEndpoint({
  method: 'GET',
  path: '/order/:orderId/timeline',
  access: requires(READ_ORDER_REQUIREMENT),
  tags,
  summary: 'The order’s timeline, oldest first: created, payments, refunds, voids and its events',
  params: orderIdParams,
  responses: { 200: orderTimelineAnswer },
  errors: [404],
});

export const getTransaction = defineEndpoint({
  method: 'GET',
  path: '/transaction/:transactionId',
  access: requires(READ_ORDER_REQUIREMENT),
  tags,
  summary: 'One transaction with its processor fields, its refunds (or payment) and its order',
  params: transactionDetailParams,
  responses: { 200: transactionDetail },
  errors: [404],
});

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/payments',
  access: requires(READ_ORDER_REQUIREMENT),
  tags,
  summary: 'The merchant’s payments and refunds, newest first, searched by customer name or order number',
  query: paymentsQuery,
  responses: { 200: paymentsPage },
});
