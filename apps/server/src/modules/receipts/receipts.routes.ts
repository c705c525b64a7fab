import { orderIdParams } from '@paybook/contracts';
import { getReceipt, sendReceipt } from '@paybook/contracts/endpoints/receipts';
import { VIEW_RECEIPT_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './receipts.service.ts';

/** spec 3 §7 receipts: the declarations are in contracts/endpoints/receipts.ts. */
export const receiptsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getReceipt, ({ user, params }) => service.getReceipt(db, user, params.orderId));
    // Not declared (issue 23 point 2): a declaration has no way yet to say its answer is a PDF
    // (`produces`), nor a handler to answer bytes; registered as before.
    app.get(
      '/order/:orderId/receipt.pdf',
      {
        config: { requirement: VIEW_RECEIPT_REQUIREMENT },
        schema: {
          tags: ['Orders'],
          summary: 'An order’s receipt as a PDF to view or print',
          params: orderIdParams,
        },
      },
      async (request, reply) => {
        const file = await service.getReceiptPdf(db, requireUser(request), request.params.orderId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .send(file.pdf);
      },
    );
    route(app, sendReceipt, async ({ user, params, body, request, reply }) =>
      sendIdempotent(reply, await service.sendReceipt(db, request, user, params.orderId, body)),
    );
  };
