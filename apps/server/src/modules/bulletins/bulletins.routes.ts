import { completeBulletin, listBulletins, revertBulletin } from '@paybook/contracts/endpoints/bulletins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './bulletins.service.ts';

const OK = { ok: true } as const;

/** spec 1 §7 Bulletins: the declarations are in contracts/endpoints/bulletins.ts. */
export const bulletinsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listBulletins, ({ user }) => service.listBulletins(db, user));
    route(app, completeBulletin, async ({ user, params }) => {
      await service.setBulletin(db, user, params.name, true);
      return OK;
    });
    route(app, revertBulletin, async ({ user, params }) => {
      await service.setBulletin(db, user, params.name, false);
      return OK;
    });
  };
