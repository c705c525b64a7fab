import {
  refundTransaction,
  voidRefund,
  voidTransaction,
} from '@paybook/contracts/endpoints/transaction-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { CheckoutOptions } from '../checkout/checkout-completion.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { actOnTransaction } from './transaction-actions.service.ts';

/** spec 3 §7 transaction calls: the declarations are in contracts/endpoints/transaction-actions.ts. */
export const transactionActionsRoutes =
  (db: Database, processor: MoneyProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, processor, options };
    route(app, voidTransaction, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await actOnTransaction(deps, request, user, {
          action: 'void',
          transactionId: params.transactionId,
          paymentId: body.payment_id,
          orderKey: body.order_key,
          notice: body,
        }),
      ),
    );
    route(app, refundTransaction, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await actOnTransaction(deps, request, user, {
          action: 'refund',
          transactionId: params.transactionId,
          paymentId: body.payment_id,
          orderKey: body.order_key,
          amount: body.amount,
          notice: body,
        }),
      ),
    );
    route(app, voidRefund, async ({ user, params, body, request, reply }) =>
      sendIdempotent(
        reply,
        await actOnTransaction(deps, request, user, {
          action: 'void_refund',
          transactionId: params.id,
          refId: params.refId,
          orderKey: params.orderKey,
          notice: body ?? { suppress_notification: false, to_email_override: '' },
        }),
      ),
    );
  };
