import { getCustomerBillingAlerts } from '@paybook/contracts/endpoints/billing-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './billing-alerts.service.ts';

/** Issue 25 point 7: the declaration is in contracts/endpoints/billing-alerts.ts. */
export const billingAlertsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getCustomerBillingAlerts, ({ user, params }) =>
      service.getCustomerBillingAlerts(db, user, params.customerId),
    );
  };
