import { markNoShow } from '@paybook/contracts/endpoints/deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as noShow from './no-show.service.ts';

/** Issue 15 point 7: the no-show action of the calendar; the declaration is in contracts/endpoints/deposits.ts. */
export const depositsRoutes =
  (db: Database, processor: PaymentProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, markNoShow, async ({ user, params, request, reply }) =>
      sendIdempotent(reply, await noShow.markNoShow(db, processor, request, user, params.appointmentId)),
    );
  };
