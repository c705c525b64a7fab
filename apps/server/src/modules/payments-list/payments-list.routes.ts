import { getTransaction, listPayments } from '@paybook/contracts/endpoints/order-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './payments-list.service.ts';

/** Issue 25 point 2: GET transaction/{id} and GET payments (contracts/endpoints/order-actions.ts). */
export const paymentsListRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getTransaction, ({ user, params }) => service.getTransaction(db, user, params.transactionId));
    route(app, listPayments, ({ user, query }) => service.listPayments(db, user, query));
  };
