import {
  keepAliveResponse,
  loginBody,
  loginContext,
  loginResponse,
  loginUnlockParams,
  loginUnlockRequestBody,
  okResponse,
} from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type AuthDeps, keepAlive, login, logout } from './auth.service.ts';
import { presentLoginContext } from './presenters.ts';
import { requestUnlockEmail, unlockWithToken } from './unlock.service.ts';

const tags = ['Sign-in'];
const ok = { ok: true as const };
/** Public unlock calls carry no session, so there is nothing to forge (like the password reset). */
const publicConfig = { auth: 'public', skipCsrf: true } as const;

/** Ruling 13: the sign-in calls. */
export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      {
        config: { auth: 'public', skipCsrf: true },
        schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: loginResponse } },
      },
      (request, reply) => login(deps, request, reply, request.body),
    );

    app.post(
      '/login_unlock_request',
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'E-mail a locked user a link that ends the lock (same answer for any user name)',
          body: loginUnlockRequestBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const options = { origin: requestOrigin(request), productName: deps.config.shell.productDisplayName };
        const userName = request.body.user_name.toLowerCase();
        request.server.background.run(() => requestUnlockEmail(deps.db, userName, options));
        return ok;
      },
    );

    app.post(
      '/login_unlock/:token',
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'End the sign-in locks of the user of a single-use unlock link',
          params: loginUnlockParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await unlockWithToken(deps.db, request.params.token);
        return ok;
      },
    );

    app.post(
      '/logout',
      {
        config: { auth: 'public', allowWithoutMfa: true },
        schema: { tags, summary: 'Sign out', response: { 200: okResponse } },
      },
      async (request, reply) => {
        await logout(deps, request, reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/keep_alive',
      {
        config: { allowWithoutMfa: true },
        schema: {
          tags,
          summary: 'Refresh the session (stay signed in)',
          response: { 200: keepAliveResponse },
        },
      },
      (request) => keepAlive(deps, requireUser(request)),
    );

    app.get(
      '/login_context',
      {
        config: { allowWithoutMfa: true },
        schema: {
          tags,
          summary: 'The signed-in user, merchant, rights, claims and features',
          response: { 200: loginContext },
        },
      },
      async (request) => presentLoginContext(requireUser(request), deps.config),
    );
  };
