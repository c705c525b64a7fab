import {
  getDesignSettings,
  getPublicDesign,
  updateDesignSettings,
} from '@paybook/contracts/endpoints/design-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './design-settings.service.ts';
import { getPublicDesign as readPublicDesign } from './public-design.service.ts';

/** spec 3 §2.5 design settings (decision 183): the declarations are in contracts/endpoints/design-settings.ts. */
export const designSettingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getDesignSettings, ({ user }) => service.getDesignSettings(db, user));
    route(app, updateDesignSettings, ({ user, body }) => service.updateDesignSettings(db, user, body));
    route(app, getPublicDesign, ({ params }) => readPublicDesign(db, params.url_subdomain));
  };
