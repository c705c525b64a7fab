import {
  getFeeInvoicePdf,
  getMerchantBilling,
  listFeeInvoices,
  saveBillingCard,
} from '@paybook/contracts/endpoints/merchant-billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as service from './merchant-billing.service.ts';

/** Issue 26 point 3: the declarations are in contracts/endpoints/merchant-billing.ts. */
export const merchantBillingRoutes =
  (db: Database, processor: PaymentProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getMerchantBilling, ({ user }) => service.getMerchantBilling(db, user));
    route(app, saveBillingCard, ({ user, body, request }) =>
      service.saveBillingCard(db, processor, request, user, body),
    );
    route(app, listFeeInvoices, ({ user }) => service.listFeeInvoices(db, user));
    route(app, getFeeInvoicePdf, async ({ user, params, reply }) => {
      const file = await service.getFeeInvoicePdf(db, user, params.period_start);
      reply.header('content-disposition', `inline; filename="${file.fileName}"`);
      return file.pdf;
    });
  };
