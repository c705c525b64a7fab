import {
  feeList,
  merchantSetupBody,
  merchantSetupResponse,
  signupBody,
  signupResponse,
  upgradeBody,
  upgradeResponse,
  upgradeUrlResponse,
  verificationCodeParams,
  verificationEmailResponse,
  verifyEmailResponse,
} from '@paybook/contracts';
import { SETUP_REQUIREMENT, UPGRADE_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { requireUser } from '../../plugins/auth.ts';
import { setUpMerchant } from './setup.service.ts';
import { type OnboardingDeps, signUp } from './signup.service.ts';
import { getFees, getUpgradeUrl, upgradeMerchant } from './upgrade.service.ts';
import { resendVerificationEmail, verifyEmail } from './verification.service.ts';

const tags = ['Onboarding'];

/** Sign-up, setup (spec 1 §4.5), e-mail verification (spec 3 §2.5), fees and upgrade (ruling 12). */
export const onboardingRoutes =
  (deps: OnboardingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/signup',
      {
        // Like sign-in: no session yet, so nothing for the CSRF token to protect.
        config: { auth: 'public', skipCsrf: true },
        schema: {
          tags,
          summary:
            "Create an account (the same 'check your e-mail' answer whether or not the e-mail has one)",
          body: signupBody,
          response: { 200: signupResponse },
        },
      },
      (request) => signUp(deps, request, request.body),
    );
    app.post(
      '/merchant/setup',
      {
        config: { requirement: SETUP_REQUIREMENT },
        schema: {
          tags,
          summary: 'Set up the business and its first service',
          body: merchantSetupBody,
          response: { 200: merchantSetupResponse },
        },
      },
      (request) => setUpMerchant(deps.db, requireUser(request), request.body),
    );
    app.put(
      '/verify_email/:code',
      {
        schema: {
          tags,
          summary: 'Verify the business e-mail address',
          params: verificationCodeParams,
          response: { 200: verifyEmailResponse },
        },
      },
      (request) => verifyEmail(deps.db, requireUser(request), request.params.code),
    );
    app.post(
      '/merchant/verification_email',
      {
        schema: {
          tags,
          summary: 'Send the verification e-mail again',
          response: { 200: verificationEmailResponse },
        },
      },
      (request) =>
        resendVerificationEmail(deps.db, requireUser(request), {
          origin: requestOrigin(request),
          productName: deps.config.shell.productDisplayName,
        }),
    );
    app.get('/get_fees', { schema: { tags, summary: 'The payment fees', response: { 200: feeList } } }, () =>
      getFees(),
    );
    app.get(
      '/merchant/upgrade_url',
      { schema: { tags, summary: 'The in-app upgrade page', response: { 200: upgradeUrlResponse } } },
      (request) => getUpgradeUrl(requireUser(request)),
    );
    app.post(
      '/merchant/upgrade',
      {
        config: { requirement: UPGRADE_REQUIREMENT },
        schema: {
          tags,
          summary: 'Change the product tier',
          body: upgradeBody,
          response: { 200: upgradeResponse },
        },
      },
      (request) => upgradeMerchant(deps.db, requireUser(request), request.body.product_name),
    );
  };
