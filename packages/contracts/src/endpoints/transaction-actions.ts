import {
  REFUND_TRANSACTION_REQUIREMENT,
  VOID_TRANSACTION_REQUIREMENT,
} from '@paybook/domain/payments/transaction-actions';
import { defineEndpoint, requires } from '../endpoint.ts';
import { order } from '../orders.ts';
import {
  refundBody,
  refundVoidBody,
  refundVoidParams,
  transactionActionBody,
  transactionIdParams,
} from '../transactions.ts';

// spec 3 §7 transaction calls (paths under /api; ruling 1).
const tags = ['Orders'];

const ANSWERS = [
  'The Idempotency-Key header is required (400 naming it without); a repeat with the same key and body',
  'answers the first response and never moves money twice (422 with another body).',
  '200: the order as GET order/{id} answers it. 400 names the field (payment_id or order_key not the',
  "transaction's, amount above what is left); 403 without the right; 404 for another merchant's id; 409",
  'TRANSACTION_ACTION_REFUSED when spec 3 §4.4 refuses the action now (the message says why and what to do);',
  '503 PROCESSOR_UNAVAILABLE when the processor did not answer (retry with the same key).',
].join(' ');

export const voidTransaction = defineEndpoint({
  method: 'PUT',
  path: '/transaction/:transactionId/void',
  access: requires(VOID_TRANSACTION_REQUIREMENT),
  tags,
  summary: 'Void a payment before it settles (spec 3 §4.4)',
  description: `Needs modify_orders. ${ANSWERS}`,
  params: transactionIdParams,
  body: transactionActionBody,
  responses: { 200: order },
  idempotency: 'required',
  errors: [404, 409],
});

export const refundTransaction = defineEndpoint({
  method: 'PUT',
  path: '/transaction/:transactionId/refund',
  access: requires(REFUND_TRANSACTION_REQUIREMENT),
  tags,
  summary: 'Refund a settled payment, all that is left (amount null) or part of it',
  description: `Needs modify_orders and the merchant's can_issue_refund. ${ANSWERS}`,
  params: transactionIdParams,
  body: refundBody,
  responses: { 200: order },
  idempotency: 'required',
  errors: [404, 409],
});

export const voidRefund = defineEndpoint({
  method: 'PUT',
  path: '/order/:orderKey/:refId/payment/:id/void',
  access: requires(REFUND_TRANSACTION_REQUIREMENT),
  tags,
  summary: 'Void a posted refund (`id`) of payment `refId` of order `orderKey`',
  description: `Needs modify_orders and the merchant's can_issue_refund. The body is optional. ${ANSWERS}`,
  params: refundVoidParams,
  body: refundVoidBody,
  responses: { 200: order },
  idempotency: 'required',
  errors: [404, 409],
});
