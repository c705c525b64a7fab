import { keepAliveResponse, loginBody, loginContext, loginResponse, okResponse } from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { type AuthDeps, keepAlive, login, logout } from './auth.service.ts';
import { presentLoginContext } from './presenters.ts';

const tags = ['Sign-in'];

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
