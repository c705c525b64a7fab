import {
  findPosCustomer,
  listActivePosItems,
  matchPosCustomer,
  patchCustomer,
  searchPosCustomers,
} from '@paybook/contracts/endpoints/pos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as customers from './pos-customers.service.ts';
import * as items from './pos-items.service.ts';

/** spec 3 §7 Point of sale: the declarations are in contracts/endpoints/pos.ts. */
export const posRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, searchPosCustomers, ({ user, query, body }) =>
      customers.searchCustomers(db, user, query, body.search),
    );
    route(app, findPosCustomer, ({ user, body }) => customers.findCustomer(db, user, body));
    route(app, matchPosCustomer, ({ user, params }) => customers.matchCustomer(db, user, params.customerId));
    route(app, patchCustomer, ({ user, params, body }) => customers.patchCustomer(db, user, params.id, body));
    route(app, listActivePosItems, ({ user, query }) => items.listActiveItems(db, user, query));
  };
