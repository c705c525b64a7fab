import { getAccountDetails, getMerchantStats } from '@paybook/contracts/endpoints/merchant-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './merchant-account.service.ts';

/** spec 3 §7 Settings: account details and merchant stats (contracts/endpoints/merchant-account.ts). */
export const merchantAccountRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getAccountDetails, ({ user }) => service.getAccountDetails(db, user));
    route(app, getMerchantStats, ({ user }) => service.getMerchantStats(db, user));
  };
