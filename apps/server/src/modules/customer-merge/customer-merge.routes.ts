import { getMergeStatus, requestMerge } from '@paybook/contracts/endpoints/customer-merge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './customer-merge.service.ts';

/** spec 2 §4 merge flow, §7: the declarations are in contracts/endpoints/customer-merge.ts. */
export const customerMergeRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, requestMerge, async ({ user, body, request, reply }) => {
      const queued = await service.requestMerge(db, user, body);
      // This node starts on it at once; every node's merge worker picks up what is left.
      request.server.background.start(() => service.runQueuedMerges(db, request.log));
      reply.code(202);
      return queued;
    });
    route(app, getMergeStatus, ({ user, query }) => service.mergeStatusOf(db, user, query.id));
  };
