import { order, orderIdParams } from '@paybook/contracts';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './orders.service.ts';

const tags = ['Orders'];

/** spec 3 §7 "get order" (paths under /api; ruling 1: snake_case). */
export const ordersRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/order/:orderId',
      {
        config: { requirement: READ_ORDER_REQUIREMENT },
        schema: {
          tags,
          summary: 'One order with its items, fees, taxes and transactions',
          params: orderIdParams,
          response: { 200: order },
        },
      },
      (request) => service.getOrder(db, requireUser(request), request.params.orderId),
    );
  };
