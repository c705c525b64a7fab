import {
  activateSubscription,
  calculateCancellationProration,
  cancelSubscription,
  changeSubscriptionPaymentAccount,
  editSubscription,
  getSubscription,
  projectFinalBillDate,
  searchSubscriptions,
  setSubscriptionResumeAt,
  subscriptionDiscountsFor,
  subscriptionIndexLists,
  suspendSubscription,
} from '@paybook/contracts/endpoints/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as reads from './subscription-reads.service.ts';
import * as service from './subscriptions.service.ts';

/** spec 3 §7 subscription calls: the declarations are in contracts/endpoints/subscriptions.ts. */
export const subscriptionsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, subscriptionIndexLists, () => reads.SUBSCRIPTION_INDEX);
    route(app, searchSubscriptions, ({ user, body }) => reads.searchSubscriptions(db, user, body));
    route(app, projectFinalBillDate, ({ body }) => reads.projectFinalBillDate(body));
    route(app, getSubscription, ({ user, params }) =>
      service.getSubscription(db, user, params.subscriptionId),
    );
    route(app, calculateCancellationProration, ({ user, params }) =>
      service.calculateProration(db, user, params.subscriptionId),
    );
    route(app, subscriptionDiscountsFor, ({ user, params, body }) =>
      reads.subscriptionDiscounts(db, user, params.subscriptionId, body.offering_ids),
    );
    route(app, activateSubscription, async ({ request, reply, user, params, body }) =>
      sendIdempotent(
        reply,
        await service.activateSubscription(db, request, user, params.subscriptionId, body),
      ),
    );
    route(app, suspendSubscription, async ({ request, reply, user, params, body }) =>
      sendIdempotent(
        reply,
        await service.suspendSubscription(db, request, user, params.subscriptionId, body),
      ),
    );
    route(app, setSubscriptionResumeAt, async ({ request, reply, user, params, body }) =>
      sendIdempotent(
        reply,
        await service.setResumeAt(db, request, user, params.subscriptionId, body.resume_at),
      ),
    );
    route(app, cancelSubscription, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await service.cancelSubscription(db, request, user, params.subscriptionId, body)),
    );
    route(app, editSubscription, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await service.editSubscription(db, request, user, params.subscriptionId, body)),
    );
    route(app, changeSubscriptionPaymentAccount, async ({ request, reply, user, params, body }) =>
      sendIdempotent(
        reply,
        await service.changePaymentAccount(db, request, user, params.subscriptionId, body.payment_account_id),
      ),
    );
  };
