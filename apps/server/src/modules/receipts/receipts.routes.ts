import { okResponse, orderIdParams, receipt, sendReceiptBody } from '@paybook/contracts';
import { SEND_RECEIPT_REQUIREMENT, VIEW_RECEIPT_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './receipts.service.ts';

const tags = ['Orders'];

/** spec 3 §7 "Receipt PDF and send receipt through the order service" (paths ours; ruling 1). */
export const receiptsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/order/:orderId/receipt',
      {
        config: { requirement: VIEW_RECEIPT_REQUIREMENT },
        schema: {
          tags,
          summary: 'An order’s receipt: the merchant heading, the order and its upcoming charges',
          params: orderIdParams,
          response: { 200: receipt },
        },
      },
      (request) => service.getReceipt(db, requireUser(request), request.params.orderId),
    );
    app.get(
      '/order/:orderId/receipt.pdf',
      {
        config: { requirement: VIEW_RECEIPT_REQUIREMENT },
        schema: { tags, summary: 'An order’s receipt as a PDF to view or print', params: orderIdParams },
      },
      async (request, reply) => {
        const file = await service.getReceiptPdf(db, requireUser(request), request.params.orderId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .send(file.pdf);
      },
    );
    app.post(
      '/order/:orderId/send_receipt',
      {
        config: { requirement: SEND_RECEIPT_REQUIREMENT },
        schema: {
          tags,
          summary: 'E-mail the receipt (the PDF attached) to an address',
          description: IDEMPOTENT,
          params: orderIdParams,
          body: sendReceiptBody,
          response: { 200: okResponse },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await service.sendReceipt(db, request, requireUser(request), request.params.orderId, request.body),
        ),
    );
  };
