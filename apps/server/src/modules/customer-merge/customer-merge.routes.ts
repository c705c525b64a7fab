import { latestMergeStatus, mergeCustomersBody, mergeStatus, mergeStatusQuery } from '@paybook/contracts';
import { CHANGE_CUSTOMERS_REQUIREMENT, VIEW_CUSTOMERS_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './customer-merge.service.ts';

const tags = ['Customers'];
const config = { requirement: CHANGE_CUSTOMERS_REQUIREMENT };
/** spec 2 §4 step 6: the list shows a merge in progress to everyone who reads it (spec 1 §6). */
const listReader = { requirement: VIEW_CUSTOMERS_REQUIREMENT };

/** spec 2 §4 merge flow, §7 POST merge_customers and GET merge_customers_status. */
export const customerMergeRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/merge_customers',
      {
        config,
        schema: {
          tags,
          summary: 'Merge customers into one (queued; poll merge_customers_status)',
          body: mergeCustomersBody,
          response: { 202: mergeStatus },
        },
      },
      async (request, reply) => {
        const queued = await service.requestMerge(db, requireUser(request), request.body);
        // This node starts on it at once; every node's merge worker picks up what is left.
        setImmediate(() => {
          service
            .runQueuedMerges(db, request.log)
            .catch((err: unknown) => request.log.error({ err }, 'customer merges failed'));
        });
        return reply.code(202).send(queued);
      },
    );
    app.get(
      '/merge_customers_status',
      {
        config: listReader,
        schema: {
          tags,
          summary: 'A merge’s status, or the latest merge’s',
          querystring: mergeStatusQuery,
          response: { 200: latestMergeStatus },
        },
      },
      (request) => service.mergeStatusOf(db, requireUser(request), request.query.id),
    );
  };
