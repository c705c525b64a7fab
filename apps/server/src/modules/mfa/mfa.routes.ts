import {
  confirmMfaEnrolmentBody,
  disableMfaBody,
  mfaEnrolment,
  mfaRequirementBody,
  mfaStatus,
  okResponse,
  recoveryCodesResponse,
  regenerateRecoveryCodesBody,
} from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './mfa.service.ts';

const tags = ['Multi-factor authentication'];
// A user whose merchant requires MFA must be able to reach these to set it up (spec 3 §2.5).
const config = { allowWithoutMfa: true } as const;

export const mfaRoutes =
  (deps: service.MfaDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/mfa/status', { config, schema: { tags, response: { 200: mfaStatus } } }, (request) =>
      service.getStatus(deps, requireUser(request)),
    );
    app.post(
      '/mfa/enrolment',
      { config, schema: { tags, summary: 'Start TOTP enrolment', response: { 200: mfaEnrolment } } },
      (request) => service.startEnrolment(deps, requireUser(request)),
    );
    app.post(
      '/mfa/enrolment/confirm',
      {
        config,
        schema: {
          tags,
          summary: 'Finish enrolment with a first code',
          body: confirmMfaEnrolmentBody,
          response: { 200: recoveryCodesResponse },
        },
      },
      (request) => service.confirmEnrolment(deps, requireUser(request), request.body.code),
    );
    app.post(
      '/mfa/recovery_codes',
      {
        schema: {
          tags,
          summary: 'Replace the recovery codes',
          body: regenerateRecoveryCodesBody,
          response: { 200: recoveryCodesResponse },
        },
      },
      (request) => service.regenerateRecoveryCodes(deps, requireUser(request), request.body.code),
    );
    app.post(
      '/mfa/disable',
      { schema: { tags, summary: 'Turn MFA off', body: disableMfaBody, response: { 200: okResponse } } },
      async (request) => {
        await service.disable(deps, requireUser(request), request.body.password);
        return { ok: true as const };
      },
    );
    app.put(
      '/merchant/mfa_requirement',
      {
        config: { requirement: service.mfaRequirementRule },
        schema: {
          tags,
          summary: 'Require MFA for every user of the merchant',
          body: mfaRequirementBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.setRequirement(deps, requireUser(request), request.body.required);
        return { ok: true as const };
      },
    );
  };
