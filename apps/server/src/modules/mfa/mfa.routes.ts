import {
  confirmMfaEnrolment,
  disableMfa,
  getMfaStatus,
  regenerateRecoveryCodes,
  setMfaRequirement,
  startMfaEnrolment,
} from '@paybook/contracts/endpoints/mfa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.ts';
import * as service from './mfa.service.ts';

const ok = { ok: true as const };

/** spec 3 §2.5: the declarations are in contracts/endpoints/mfa.ts. */
export const mfaRoutes =
  (deps: service.MfaDeps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getMfaStatus, ({ user }) => service.getStatus(deps, user));
    route(app, startMfaEnrolment, ({ user }) => service.startEnrolment(deps, user));
    route(app, confirmMfaEnrolment, ({ user, body }) => service.confirmEnrolment(deps, user, body.code));
    route(app, regenerateRecoveryCodes, ({ user, body }) =>
      service.regenerateRecoveryCodes(deps, user, body.code),
    );
    route(app, disableMfa, async ({ user, body }) => {
      await service.disable(deps, user, body.password);
      return ok;
    });
    route(app, setMfaRequirement, async ({ user, body }) => {
      await service.setRequirement(deps, user, body.required);
      return ok;
    });
  };
