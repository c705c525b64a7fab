import { getDefaultTerms, getTerms, restoreTerms, updateTerms } from '@paybook/contracts/endpoints/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './terms.service.ts';

/** spec 3 §7 Terms: the declarations are in contracts/endpoints/terms.ts. */
export const termsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getTerms, ({ user }) => service.getTerms(db, user));
    route(app, updateTerms, ({ user, body }) => service.updateTerms(db, user, body));
    route(app, getDefaultTerms, () => service.getDefaultTerms());
    route(app, restoreTerms, ({ user, body }) => service.restoreTerms(db, user, body));
  };
