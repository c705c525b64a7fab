import {
  activateRecurringPayment,
  createRecurringPayment,
  editRecurringPayment,
  getRecurringPayment,
  listCustomerRecurringPayments,
  listRecurringPayments,
  suspendRecurringPayment,
} from '@paybook/contracts/endpoints/recurring-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './recurring-payments.service.ts';

/**
 * spec 3 §2.4, §4.6, §7 recurring payments: the declarations are in contracts/endpoints/recurring-payments.ts.
 * `now` is the clock "today" is read from (the demo seed steps it, decision 158); the real one by default.
 */
export const recurringPaymentsRoutes =
  (db: Database, now: () => Date = () => new Date()): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listRecurringPayments, ({ user, query }) => service.listRecurringPayments(db, user, query));
    route(app, listCustomerRecurringPayments, ({ user, params, query }) =>
      service.listRecurringPayments(db, user, query, params.customerId),
    );
    route(app, getRecurringPayment, ({ user, params }) => service.getRecurringPayment(db, user, params.id));
    route(app, createRecurringPayment, async ({ request, reply, user, body }) =>
      sendIdempotent(reply, await service.createRecurringPayment(db, request, user, body, now())),
    );
    route(app, editRecurringPayment, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await service.editRecurringPayment(db, request, user, params.id, body, now())),
    );
    route(app, suspendRecurringPayment, async ({ request, reply, user, params, body }) =>
      sendIdempotent(
        reply,
        await service.suspendRecurringPayment(db, request, user, params.id, body.resume_at, now()),
      ),
    );
    route(app, activateRecurringPayment, async ({ request, reply, user, params }) =>
      sendIdempotent(reply, await service.activateRecurringPayment(db, request, user, params.id, now())),
    );
  };
