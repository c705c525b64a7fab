import {
  activateScheduledInvoice,
  createScheduledInvoice,
  editScheduledInvoice,
  getScheduledInvoice,
  listCustomerScheduledInvoices,
  listScheduledInvoiceInvoices,
  listScheduledInvoices,
  suspendScheduledInvoice,
} from '@paybook/contracts/endpoints/scheduled-invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './scheduled-invoices.service.ts';

/**
 * spec 3 §2.4, §4.6, §7 scheduled invoices: the declarations are in contracts/endpoints/scheduled-invoices.ts.
 * `clock` is the app's (the checkout's test clock, CheckoutOptions.now: the demo seed steps it).
 */
export const scheduledInvoicesRoutes =
  (db: Database, clock: () => Date = () => new Date()): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listScheduledInvoices, ({ user, query }) => service.listScheduledInvoices(db, user, query));
    route(app, listCustomerScheduledInvoices, ({ user, params, query }) =>
      service.listScheduledInvoices(db, user, query, params.customerId),
    );
    route(app, getScheduledInvoice, ({ user, params }) => service.getScheduledInvoice(db, user, params.id));
    route(app, listScheduledInvoiceInvoices, ({ user, params, query }) =>
      service.listScheduledInvoiceInvoices(db, user, params.id, query, clock()),
    );
    route(app, createScheduledInvoice, async ({ request, reply, user, body }) =>
      sendIdempotent(reply, await service.createScheduledInvoice(db, request, user, body, clock())),
    );
    route(app, editScheduledInvoice, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await service.editScheduledInvoice(db, request, user, params.id, body, clock())),
    );
    route(app, suspendScheduledInvoice, async ({ request, reply, user, params }) =>
      sendIdempotent(reply, await service.suspendScheduledInvoice(db, request, user, params.id, clock())),
    );
    route(app, activateScheduledInvoice, async ({ request, reply, user, params }) =>
      sendIdempotent(reply, await service.activateScheduledInvoice(db, request, user, params.id, clock())),
    );
  };
