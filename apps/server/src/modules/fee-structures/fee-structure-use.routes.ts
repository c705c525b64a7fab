import {
  countFeeStructureOrders,
  countFeeStructureSchedules,
  findSchedulePriceViolations,
} from '@paybook/contracts/endpoints/fee-structure-use';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './fee-structure-use.service.ts';

/** Issue 25 point 8: the declarations are in contracts/endpoints/fee-structure-use.ts. */
export const feeStructureUseRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, countFeeStructureSchedules, ({ user, params }) => service.countSchedules(db, user, params.id));
    route(app, countFeeStructureOrders, ({ user, params }) => service.countOrders(db, user, params.id));
    route(app, findSchedulePriceViolations, ({ user, params, body }) =>
      service.findSchedulePriceViolations(db, user, params.id, body.discount_price),
    );
  };
