import {
  getLoginContext,
  keepAlive,
  login,
  logout,
  requestUnlockEmail,
  unlockWithToken,
} from '@paybook/contracts/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import * as service from './auth.service.ts';
import { presentLoginContext } from './presenters.ts';
import * as unlock from './unlock.service.ts';

const ok = { ok: true as const };

/** Ruling 13: the sign-in calls; the declarations are in contracts/endpoints/auth.ts. */
export const authRoutes =
  (deps: service.AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, login, ({ body, request, reply }) => service.login(deps, request, reply, body));
    route(app, requestUnlockEmail, ({ body, request }) => {
      const options = { origin: requestOrigin(request), productName: deps.config.shell.productDisplayName };
      const userName = body.user_name.toLowerCase();
      // After the answer, so neither its content nor its timing tells whether the name is real.
      request.server.background.run(() => unlock.requestUnlockEmail(deps.db, userName, options));
      return ok;
    });
    route(app, unlockWithToken, async ({ params }) => {
      await unlock.unlockWithToken(deps.db, params.token);
      return ok;
    });
    route(app, logout, async ({ request, reply }) => {
      await service.logout(deps, request, reply);
      return ok;
    });
    route(app, keepAlive, ({ user }) => service.keepAlive(deps, user));
    route(app, getLoginContext, ({ user }) => presentLoginContext(user, deps.config));
  };
