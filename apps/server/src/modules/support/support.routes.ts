import {
  impersonateBody,
  merchantIdParams,
  merchantSearchQuery,
  okResponse,
  supportContext,
  supportLoginBody,
  supportMerchantList,
  supportMerchantUsers,
} from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSupport, requireUser } from '../../plugins/auth.ts';
import * as service from './support.service.ts';

const tags = ['Support console'];
const config = { auth: 'support' } as const;

/** Ruling 11: the support console and impersonation. */
export const supportRoutes =
  (deps: service.SupportDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/support/login',
      {
        config: { auth: 'public', skipCsrf: true },
        schema: { tags, body: supportLoginBody, response: { 200: supportContext } },
      },
      (request, reply) => service.supportLogin(deps, request, reply, request.body),
    );
    app.post(
      '/support/logout',
      { config: { auth: 'public' }, schema: { tags, response: { 200: okResponse } } },
      async (request, reply) => {
        await service.supportLogout(deps, request.supportContext, reply);
        return { ok: true as const };
      },
    );
    app.get(
      '/support/context',
      { config, schema: { tags, response: { 200: supportContext } } },
      async (request) => service.supportContext(requireSupport(request), request),
    );
    app.get(
      '/support/merchants',
      { config, schema: { tags, querystring: merchantSearchQuery, response: { 200: supportMerchantList } } },
      (request) => service.searchMerchants(deps, request.query.query),
    );
    app.get(
      '/support/merchants/:merchantId/users',
      { config, schema: { tags, params: merchantIdParams, response: { 200: supportMerchantUsers } } },
      (request) => service.listMerchantUsers(deps, request.params.merchantId),
    );
    app.post(
      '/support/impersonate',
      { config, schema: { tags, body: impersonateBody, response: { 200: okResponse } } },
      async (request, reply) => {
        await service.impersonate(deps, requireSupport(request), request, reply, request.body.user_id);
        return { ok: true as const };
      },
    );
    app.post(
      '/support/end_impersonation',
      { config: { allowWithoutMfa: true }, schema: { tags, response: { 200: okResponse } } },
      async (request, reply) => {
        await service.endImpersonation(deps, requireUser(request), request, reply);
        return { ok: true as const };
      },
    );
  };
