import {
  cancelInvoice,
  createInvoice,
  getInvoice,
  getInvoiceDuplicate,
  getInvoicePdf,
  getPublicInvoice,
  listCustomerInvoices,
  listInvoices,
  payPublicInvoice,
  resendInvoice,
  updateInvoice,
} from '@paybook/contracts/endpoints/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as publicService from './invoice-public.service.ts';
import * as service from './invoices.service.ts';

/** Issue 25 points 3 and 4: the declarations are in contracts/endpoints/invoices.ts. */
export const invoicesRoutes =
  (db: Database, processor: PaymentProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, createInvoice, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.createInvoice(db, request, user, body)),
    );
    route(app, getInvoice, ({ user, params }) => service.getInvoice(db, user, params.orderId));
    route(app, updateInvoice, async ({ user, params, body, request, reply }) =>
      sendIdempotent(reply, await service.updateInvoice(db, request, user, params.orderId, body)),
    );
    route(app, getInvoiceDuplicate, ({ user, params }) =>
      service.getInvoiceDuplicate(db, user, params.orderId),
    );
    route(app, cancelInvoice, async ({ user, params, body, request, reply }) =>
      sendIdempotent(reply, await service.cancelInvoice(db, request, user, params.orderId, body)),
    );
    route(app, resendInvoice, async ({ user, params, body, request, reply }) =>
      sendIdempotent(reply, await service.resendInvoice(db, request, user, params.orderId, body)),
    );
    route(app, listInvoices, ({ user, query }) => service.listInvoices(db, user, query));
    route(app, listCustomerInvoices, ({ user, params, query }) =>
      service.listCustomerInvoices(db, user, params.customerId, query),
    );
    route(app, getInvoicePdf, async ({ user, params, request, reply }) => {
      const file = await service.getInvoicePdf(db, request, user, params.orderId);
      reply.header('content-disposition', `inline; filename="${file.fileName}"`);
      return file.pdf;
    });
    route(app, getPublicInvoice, ({ params }) => publicService.getPublicInvoice(db, params.token));
    route(app, payPublicInvoice, ({ params, body, request }) =>
      publicService.payPublicInvoice(db, processor, request, params.token, body),
    );
  };
