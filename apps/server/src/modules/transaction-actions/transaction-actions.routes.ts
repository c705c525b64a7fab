import {
  order,
  refundBody,
  refundVoidBody,
  refundVoidParams,
  transactionActionBody,
  transactionIdParams,
} from '@paybook/contracts';
import { REFUND_TRANSACTION_REQUIREMENT, VOID_TRANSACTION_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { CheckoutOptions } from '../checkout/checkout-completion.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { actOnTransaction } from './transaction-actions.service.ts';

const tags = ['Orders'];

const ANSWERS = [
  'The Idempotency-Key header is required (400 naming it without); a repeat with the same key and body',
  'answers the first response and never moves money twice (422 with another body).',
  '200: the order as GET order/{id} answers it. 400 names the field (payment_id or order_key not the',
  "transaction's, amount above what is left); 403 without the right; 404 for another merchant's id; 409",
  'TRANSACTION_ACTION_REFUSED when spec 3 §4.4 refuses the action now (the message says why and what to do);',
  '503 PROCESSOR_UNAVAILABLE when the processor did not answer (retry with the same key).',
].join(' ');

/** spec 3 §7 transaction calls (paths under /api; ruling 1). */
export const transactionActionsRoutes =
  (db: Database, processor: MoneyProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, processor, options };
    app.put(
      '/transaction/:transactionId/void',
      {
        config: { requirement: VOID_TRANSACTION_REQUIREMENT },
        schema: {
          tags,
          summary: 'Void a payment before it settles (spec 3 §4.4)',
          description: `Needs modify_orders. ${ANSWERS}`,
          params: transactionIdParams,
          body: transactionActionBody,
          response: { 200: order },
        },
      },
      async (request, reply) => {
        const { body } = request;
        return sendIdempotent(
          reply,
          await actOnTransaction(deps, request, requireUser(request), {
            action: 'void',
            transactionId: request.params.transactionId,
            paymentId: body.payment_id,
            orderKey: body.order_key,
            notice: body,
          }),
        );
      },
    );
    app.put(
      '/transaction/:transactionId/refund',
      {
        config: { requirement: REFUND_TRANSACTION_REQUIREMENT },
        schema: {
          tags,
          summary: 'Refund a settled payment, all that is left (amount null) or part of it',
          description: `Needs modify_orders and the merchant's can_issue_refund. ${ANSWERS}`,
          params: transactionIdParams,
          body: refundBody,
          response: { 200: order },
        },
      },
      async (request, reply) => {
        const { body } = request;
        return sendIdempotent(
          reply,
          await actOnTransaction(deps, request, requireUser(request), {
            action: 'refund',
            transactionId: request.params.transactionId,
            paymentId: body.payment_id,
            orderKey: body.order_key,
            amount: body.amount,
            notice: body,
          }),
        );
      },
    );
    app.put(
      '/order/:orderKey/:refId/payment/:id/void',
      {
        config: { requirement: REFUND_TRANSACTION_REQUIREMENT },
        schema: {
          tags,
          summary: 'Void a posted refund (`id`) of payment `refId` of order `orderKey`',
          description: `Needs modify_orders and the merchant's can_issue_refund. The body is optional. ${ANSWERS}`,
          params: refundVoidParams,
          body: refundVoidBody,
          response: { 200: order },
        },
      },
      async (request, reply) => {
        const { params } = request;
        return sendIdempotent(
          reply,
          await actOnTransaction(deps, request, requireUser(request), {
            action: 'void_refund',
            transactionId: params.id,
            refId: params.refId,
            orderKey: params.orderKey,
            notice: request.body ?? { suppress_notification: false, to_email_override: '' },
          }),
        );
      },
    );
  };
