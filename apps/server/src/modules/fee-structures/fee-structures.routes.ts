import {
  createFeeStructure,
  deactivateFeeStructure,
  deleteFeeStructure,
  findPriceViolations,
  getFeeStructure,
  getFeeStructureUsage,
  listActiveFeeStructures,
  listActiveValidFeeStructures,
  listOfferingDiscounts,
  updateFeeStructure,
} from '@paybook/contracts/endpoints/fee-structures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './fee-structures.service.ts';

/** spec 3 §7 Fees: the declarations are in contracts/endpoints/fee-structures.ts. */
export const feeStructuresRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, createFeeStructure, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.createFeeStructure(db, request, user, body)),
    );
    route(app, getFeeStructure, ({ user, params }) => service.getFeeStructure(db, user, params.id));
    route(app, updateFeeStructure, ({ user, params, body }) =>
      service.updateFeeStructure(db, user, params.id, body),
    );
    route(app, deleteFeeStructure, ({ user, params }) => service.deleteFeeStructure(db, user, params.id));
    route(app, deactivateFeeStructure, ({ user, params }) =>
      service.deactivateFeeStructure(db, user, params.id),
    );
    route(app, getFeeStructureUsage, ({ user, params }) => service.feeStructureUsage(db, user, params.id));
    route(app, findPriceViolations, ({ user, params, body }) =>
      service.findPriceViolations(db, user, params.id, body.discount_price),
    );
    route(app, listActiveFeeStructures, ({ user }) => service.listActiveFeeStructures(db, user));
    route(app, listActiveValidFeeStructures, ({ user }) => service.listActiveValidFeeStructures(db, user));
    route(app, listOfferingDiscounts, ({ user, body }) =>
      service.listOfferingDiscounts(db, user, body.offering_ids),
    );
  };
