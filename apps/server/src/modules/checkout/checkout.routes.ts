import { checkOut } from '@paybook/contracts/endpoints/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { REPLAYED_HEADER } from '../../plugins/idempotency.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as service from './checkout.service.ts';
import type { CheckoutOptions } from './checkout-completion.ts';
import { requireIdempotencyKey } from './checkout-request.ts';

/** spec 3 §7 POST cart/check_out: the declaration is in contracts/endpoints/checkout.ts. */
export const checkoutRoutes =
  (db: Database, processor: PaymentProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, checkOut, async ({ user, body, request, reply }) => {
      const { response, replayed } = await service.checkOut(
        { db, processor, options },
        user,
        body,
        requireIdempotencyKey(request.headers['idempotency-key']),
      );
      // ARCHITECTURE.md "Idempotency": a finished sale's stored answer says it is one.
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return response;
    });
  };
