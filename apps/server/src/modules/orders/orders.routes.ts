import { getOrder, getOrderSeller, listCustomerOrders } from '@paybook/contracts/endpoints/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './orders.service.ts';

/** spec 3 §7 "get order": the declarations are in contracts/endpoints/orders.ts. */
export const ordersRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getOrder, ({ user, params }) => service.getOrder(db, user, params.orderId));
    route(app, getOrderSeller, ({ user, params }) => service.getOrderSeller(db, user, params.orderId));
    route(app, listCustomerOrders, ({ user, params, query }) =>
      service.listCustomerOrders(db, user, params.customerId, query),
    );
  };
