import {
  endImpersonation,
  getSupportContext,
  impersonateUser,
  listMerchantUsers,
  loginSupportUser,
  logoutSupportUser,
  searchMerchants,
} from '@paybook/contracts/endpoints/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.ts';
import * as service from './support.service.ts';

const ok = { ok: true as const };

/** Ruling 11: the support console and impersonation; the declarations are in contracts/endpoints/support.ts. */
export const supportRoutes =
  (deps: service.SupportDeps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, loginSupportUser, ({ body, request, reply }) =>
      service.supportLogin(deps, request, reply, body),
    );
    route(app, logoutSupportUser, async ({ request, reply }) => {
      await service.supportLogout(deps, request.supportContext, reply);
      return ok;
    });
    route(app, getSupportContext, ({ support, request }) => service.supportContext(support, request));
    route(app, searchMerchants, ({ query }) => service.searchMerchants(deps, query.query));
    route(app, listMerchantUsers, ({ params }) => service.listMerchantUsers(deps, params.merchantId));
    route(app, impersonateUser, async ({ support, body, request, reply }) => {
      await service.impersonate(deps, support, request, reply, body.user_id);
      return ok;
    });
    route(app, endImpersonation, async ({ user, request, reply }) => {
      await service.endImpersonation(deps, user, request, reply);
      return ok;
    });
  };
