import {
  getFees,
  getUpgradeUrl,
  resendVerificationEmail,
  setUpMerchant,
  signUp,
  upgradeMerchant,
  verifyEmail,
} from '@paybook/contracts/endpoints/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import * as setup from './setup.service.ts';
import * as signup from './signup.service.ts';
import * as upgrade from './upgrade.service.ts';
import * as verification from './verification.service.ts';

/**
 * Sign-up, setup (spec 1 §4.5), e-mail verification (spec 3 §2.5), fees and upgrade (ruling 12); the
 * declarations are in contracts/endpoints/onboarding.ts.
 */
export const onboardingRoutes =
  (deps: signup.OnboardingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, signUp, ({ body, request }) => signup.signUp(deps, request, body));
    route(app, setUpMerchant, ({ user, body }) => setup.setUpMerchant(deps.db, user, body));
    route(app, verifyEmail, ({ user, params }) => verification.verifyEmail(deps.db, user, params.code));
    route(app, resendVerificationEmail, ({ user, request }) =>
      verification.resendVerificationEmail(deps.db, user, {
        origin: requestOrigin(request),
        productName: deps.config.shell.productDisplayName,
      }),
    );
    route(app, getFees, () => upgrade.getFees());
    route(app, getUpgradeUrl, ({ user }) => upgrade.getUpgradeUrl(user));
    route(app, upgradeMerchant, ({ user, body }) =>
      upgrade.upgradeMerchant(deps.db, user, body.product_name),
    );
  };
