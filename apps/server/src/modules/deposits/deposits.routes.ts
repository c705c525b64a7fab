import { appointmentIdParams, noShowResult } from '@paybook/contracts';
import { NO_SHOW_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { markNoShow } from './no-show.service.ts';

/** Issue 15 point 7: the no-show action of the calendar. */
export const depositsRoutes =
  (db: Database, processor: PaymentProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/appointment/:appointmentId/no_show',
      {
        config: { requirement: NO_SHOW_REQUIREMENT },
        schema: {
          tags: ['Calendar'],
          summary:
            'Mark a started appointment as a no-show and charge its no-show fee to the card on file, once',
          description:
            `Needs manage_appointments. 409 NO_SHOW_REFUSED when it has not started, is cancelled, was charged ` +
            `already, or has no fee or card; 402 CARD_DECLINED with the processor's reason. ${IDEMPOTENT}`,
          params: appointmentIdParams,
          response: { 200: noShowResult },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await markNoShow(db, processor, request, requireUser(request), request.params.appointmentId),
        ),
    );
  };
