import { listMerchantEmails } from '@paybook/contracts/endpoints/email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './email.service.ts';

/** Ruling 7: the outbox as the support console shows it; the declaration is in contracts/endpoints/email.ts. */
export const emailRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listMerchantEmails, ({ params }) => service.listMerchantEmails(db, params.merchantId));
  };
