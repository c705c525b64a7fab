import {
  getCustomerPasswordLink,
  sendCustomerPasswordReset,
  setCustomerPassword,
} from '@paybook/contracts/endpoints/customer-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './customer-password.service.ts';

/** spec 2 §7 customer_reset_password and the public page of its link: contracts/endpoints/customer-password.ts. */
export const customerPasswordRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, sendCustomerPasswordReset, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.sendCustomerPasswordReset(db, request, user, body)),
    );
    route(app, getCustomerPasswordLink, ({ params }) => service.getCustomerPasswordLink(db, params.token));
    route(app, setCustomerPassword, async ({ params, body }) => {
      await service.setCustomerPassword(db, params.token, body.new_password);
      return { ok: true as const };
    });
  };
