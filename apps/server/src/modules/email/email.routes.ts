import { merchantIdParams, outboxEmailList } from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listMerchantEmails } from './email.service.ts';

/** Ruling 7: the outbox as the support console shows it. */
export const emailRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/support/merchants/:merchantId/emails',
      {
        config: { auth: 'support' },
        schema: {
          tags: ['Support console'],
          summary: "A merchant's recent e-mails (the outbox)",
          params: merchantIdParams,
          response: { 200: outboxEmailList },
        },
      },
      (request) => listMerchantEmails(db, request.params.merchantId),
    );
  };
