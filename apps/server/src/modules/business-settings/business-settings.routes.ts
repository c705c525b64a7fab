import { getBusinessDetails, updateBusinessDetails } from '@paybook/contracts/endpoints/business-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './business-settings.service.ts';

/** spec 3 §2.5 settings.edit, §3.3: the declarations are in contracts/endpoints/business-settings.ts. */
export const businessSettingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getBusinessDetails, ({ user }) => service.getBusinessDetails(db, user));
    route(app, updateBusinessDetails, ({ user, body }) => service.updateBusinessDetails(db, user, body));
  };
