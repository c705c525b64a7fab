import {
  changePassword,
  getSecurityQuestions,
  requestPasswordReset,
  resetPasswordWithCode,
  saveSecurityQuestions,
  sendOwnPasswordReset,
} from '@paybook/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import * as service from './account.service.ts';

const ok = { ok: true as const };

/** spec 3 §7 password_change, hub/security_questions, save_security_questions; the public password reset. */
export const accountRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, changePassword, async ({ user, body }) => {
      await service.changePassword(db, user, body);
      return ok;
    });
    route(app, getSecurityQuestions, ({ user }) => service.getSecurityQuestions(db, user));
    route(app, saveSecurityQuestions, async ({ user, body }) => {
      await service.saveSecurityQuestions(db, user, body);
      return ok;
    });
    route(app, sendOwnPasswordReset, async ({ user, request }) => {
      await service.sendOwnPasswordReset(db, user, requestOrigin(request));
      return ok;
    });
    route(app, resetPasswordWithCode, async ({ params, body }) => {
      await service.resetPasswordWithCode(db, params.code, body.new_password);
      return ok;
    });
    route(app, requestPasswordReset, ({ body, request }) => {
      // issue 13 §7: the look-up and e-mail happen after the answer, so a real user name is not slower.
      const origin = requestOrigin(request);
      request.server.background.run(() => service.requestPasswordReset(db, body.user_name, origin));
      return ok;
    });
  };
