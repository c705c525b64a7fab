import {
  customerOrderPage,
  customerOrdersParams,
  customerOrdersQuery,
  order,
  orderIdParams,
  orderSellerAnswer,
} from '@paybook/contracts';
import { allOf, VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './orders.service.ts';

const tags = ['Orders'];
/** Reading a customer (GET customer/{id}/full) and reading orders (GET order/{id}). */
const CUSTOMER_ORDERS_REQUIREMENT = allOf(VIEW_CUSTOMER_PROFILE_REQUIREMENT, READ_ORDER_REQUIREMENT);

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
    app.get(
      '/order/:orderId/seller',
      {
        config: { requirement: READ_ORDER_REQUIREMENT },
        schema: {
          tags,
          summary: 'Who sold the order (the staff user who placed it), null for none',
          params: orderIdParams,
          response: { 200: orderSellerAnswer },
        },
      },
      (request) => service.getOrderSeller(db, requireUser(request), request.params.orderId),
    );
    app.get(
      '/customer/:customerId/orders',
      {
        config: { requirement: CUSTOMER_ORDERS_REQUIREMENT },
        schema: {
          tags,
          summary: 'A customer’s orders, newest first, a page at a time (the profile’s Recent orders)',
          params: customerOrdersParams,
          querystring: customerOrdersQuery,
          response: { 200: customerOrderPage },
        },
      },
      (request) =>
        service.listCustomerOrders(db, requireUser(request), request.params.customerId, request.query),
    );
  };
