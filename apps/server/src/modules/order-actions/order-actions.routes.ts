import {
  approveOrder,
  cancelOrder,
  collectOrderPayment,
  getOrderTimeline,
} from '@paybook/contracts/endpoints/order-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { CheckoutOptions } from '../checkout/checkout-completion.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { approveOrder as approve } from './order-approve.ts';
import { cancelOrder as cancel } from './order-cancel.ts';
import { collectPayment } from './order-collect.ts';
import { getOrderTimeline as timeline } from './order-timeline.ts';

/** Issue 25 points 1 and 2: the declarations are in contracts/endpoints/order-actions.ts. */
export const orderActionsRoutes =
  (db: Database, processor: PaymentProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, processor, options };
    const now = () => options.now?.() ?? new Date();
    route(app, approveOrder, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await approve(db, request, user, params.orderId, body, now)),
    );
    route(app, cancelOrder, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await cancel(deps, request, user, params.orderId, body)),
    );
    route(app, collectOrderPayment, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await collectPayment(deps, request, user, params.orderId, body)),
    );
    route(app, getOrderTimeline, ({ user, params }) => timeline(db, user, params.orderId));
  };
