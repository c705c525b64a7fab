import {
  cancelReportSubscription,
  createReportSubscription,
  listReportSubscriptions,
} from '@paybook/contracts/endpoints/report-subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './report-subscriptions.service.ts';

/** spec 3 §6 subscribe to reports (issue 28 point 3): contracts/endpoints/report-subscriptions.ts. */
export const reportSubscriptionsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listReportSubscriptions, ({ user, params }) =>
      service.listReportSubscriptions(db, user, params.reportType, params.reportNumber),
    );
    route(app, createReportSubscription, async ({ request, reply, user, params, body }) =>
      sendIdempotent(
        reply,
        await service.createReportSubscription(
          db,
          request,
          user,
          params.reportType,
          params.reportNumber,
          body,
        ),
      ),
    );
    route(app, cancelReportSubscription, async ({ user, params, reply }) => {
      reply.code(204);
      return service.cancelReportSubscription(db, user, params.reportSubscriptionId);
    });
  };
