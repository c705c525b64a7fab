import { getReceipt, getReceiptPdf, sendReceipt } from '@paybook/contracts/endpoints/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './receipts.service.ts';

/** spec 3 §7 receipts: the declarations are in contracts/endpoints/receipts.ts. */
export const receiptsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getReceipt, ({ user, params }) => service.getReceipt(db, user, params.orderId));
    route(app, getReceiptPdf, async ({ user, params, reply }) => {
      const file = await service.getReceiptPdf(db, user, params.orderId);
      reply.header('content-disposition', `inline; filename="${file.fileName}"`);
      return file.pdf;
    });
    route(app, sendReceipt, async ({ user, params, body, request, reply }) =>
      sendIdempotent(reply, await service.sendReceipt(db, request, user, params.orderId, body)),
    );
  };
