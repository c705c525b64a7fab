import {
  refundTransaction,
  voidRefund,
  voidTransaction,
} from '@paybook/contracts/endpoints/transaction-actions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { CheckoutOptions } from '../checkout/checkout-completion.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { type ActionInput, actOnTransaction } from './transaction-actions.service.ts';

/** spec 3 §7 transaction calls: the declarations are in contracts/endpoints/transaction-actions.ts. */
export const transactionActionsRoutes =
  (db: Database, processor: MoneyProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, processor, options };
    /** Runs the action and answers it, marking a replay (the three calls differ only in their input). */
    const act = async (
      call: { request: FastifyRequest; reply: FastifyReply; user: UserContext },
      input: ActionInput,
    ) => sendIdempotent(call.reply, await actOnTransaction(deps, call.request, call.user, input));
    route(app, voidTransaction, (call) =>
      act(call, {
        action: 'void',
        transactionId: call.params.transactionId,
        paymentId: call.body.payment_id,
        orderKey: call.body.order_key,
        notice: call.body,
      }),
    );
    route(app, refundTransaction, (call) =>
      act(call, {
        action: 'refund',
        transactionId: call.params.transactionId,
        paymentId: call.body.payment_id,
        orderKey: call.body.order_key,
        amount: call.body.amount,
        notice: call.body,
      }),
    );
    route(app, voidRefund, (call) =>
      act(call, {
        action: 'void_refund',
        transactionId: call.params.id,
        refId: call.params.refId,
        orderKey: call.params.orderKey,
        notice: call.body ?? { suppress_notification: false, to_email_override: '' },
      }),
    );
  };
