import {
  getCustomerScheduledItems,
  getCustomerStatement,
  getOrderIndex,
  listCustomerSchedules,
} from '@paybook/contracts/endpoints/customer-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './customer-money.service.ts';

/** Issue 25 point 8: the declarations are in contracts/endpoints/customer-money.ts. */
export const customerMoneyRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getCustomerStatement, ({ user, params, query }) =>
      service.getCustomerStatement(db, user, params.id, query),
    );
    route(app, listCustomerSchedules, ({ user, params, query }) =>
      service.listCustomerSchedules(db, user, params.id, query),
    );
    route(app, getCustomerScheduledItems, ({ user, params }) =>
      service.getCustomerScheduledItems(db, user, params.id),
    );
    route(app, getOrderIndex, () => service.orderIndex());
  };
