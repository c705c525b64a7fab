import {
  okResponse,
  passwordChangeBody,
  passwordResetBody,
  passwordResetCodeParams,
  passwordResetRequestBody,
  saveSecurityQuestionsBody,
  securityQuestionsResponse,
} from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './account.service.ts';

const tags = ['Account'];
const ok = { ok: true as const };
/** Public reset calls carry no session, so there is nothing to forge; they are rate limited by the code. */
const publicConfig = { auth: 'public', skipCsrf: true } as const;

/** spec 3 §7 password_change, hub/security_questions, save_security_questions; the public password reset. */
export const accountRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/password_change',
      {
        schema: {
          tags,
          summary: 'Change the own password',
          body: passwordChangeBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.changePassword(db, requireUser(request), request.body);
        return ok;
      },
    );
    app.get(
      '/hub/security_questions',
      {
        schema: {
          tags,
          summary: 'Security questions and which ones are answered',
          response: { 200: securityQuestionsResponse },
        },
      },
      (request) => service.getSecurityQuestions(db, requireUser(request)),
    );
    app.post(
      '/save_security_questions',
      {
        schema: {
          tags,
          summary: 'Replace the security answers',
          body: saveSecurityQuestionsBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.saveSecurityQuestions(db, requireUser(request), request.body);
        return ok;
      },
    );
    app.post(
      '/password_reset_email',
      {
        schema: {
          tags,
          summary: 'E-mail the signed-in user a password reset link',
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.sendOwnPasswordReset(db, requireUser(request), requestOrigin(request));
        return ok;
      },
    );
    app.post(
      '/password_reset/:code',
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'Choose a new password with an e-mailed code',
          params: passwordResetCodeParams,
          body: passwordResetBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.resetPasswordWithCode(db, request.params.code, request.body.new_password);
        return ok;
      },
    );
    app.post(
      '/password_reset_request',
      {
        config: publicConfig,
        schema: {
          tags,
          summary: "'Forgot your password?': e-mail a reset link (same answer for any user name)",
          body: passwordResetRequestBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        // issue 13 §7: the look-up and e-mail happen after the answer, so a real user name is not slower.
        const { user_name: userName } = request.body;
        const origin = requestOrigin(request);
        request.server.background.run(() => service.requestPasswordReset(db, userName, origin));
        return ok;
      },
    );
  };
