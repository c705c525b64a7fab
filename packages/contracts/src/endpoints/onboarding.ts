import { SETUP_REQUIREMENT } from '@paybook/domain/onboarding/setup';
import { UPGRADE_REQUIREMENT } from '@paybook/domain/onboarding/upgrade';
import { defineEndpoint, PUBLIC, requires, SIGNED_IN } from '../endpoint.ts';
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
} from '../onboarding.ts';

// Sign-up, setup (spec 1 §4.5), e-mail verification (spec 3 §2.5), fees and upgrade (ruling 12).
const tags = ['Onboarding'];

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/signup',
  access: PUBLIC,
  // Like sign-in: no session yet, so nothing for the CSRF token to protect.
  skipCsrf: true,
  tags,
  summary: "Create an account (the same 'check your e-mail' answer whether or not the e-mail has one)",
  body: signupBody,
  responses: { 200: signupResponse },
  // Limited like sign-in: 423 the e-mail is locked on this network, 429 too many from it.
  errors: [423, 429],
});

export const setUpMerchant = defineEndpoint({
  method: 'POST',
  path: '/merchant/setup',
  access: requires(SETUP_REQUIREMENT),
  tags,
  summary: 'Set up the business and its first service',
  body: merchantSetupBody,
  responses: { 200: merchantSetupResponse },
  // 409: already set up.
  errors: [404, 409],
});

export const verifyEmail = defineEndpoint({
  method: 'PUT',
  path: '/verify_email/:code',
  access: SIGNED_IN,
  tags,
  summary: 'Verify the business e-mail address',
  params: verificationCodeParams,
  responses: { 200: verifyEmailResponse },
  errors: [404],
});

export const resendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/merchant/verification_email',
  access: SIGNED_IN,
  tags,
  summary: 'Send the verification e-mail again',
  responses: { 200: verificationEmailResponse },
  // 409 already verified, 429 too many sent in the last hour.
  errors: [404, 409, 429],
});

export const getFees = defineEndpoint({
  method: 'GET',
  path: '/get_fees',
  access: SIGNED_IN,
  tags,
  summary: 'The payment fees',
  responses: { 200: feeList },
});

export const getUpgradeUrl = defineEndpoint({
  method: 'GET',
  path: '/merchant/upgrade_url',
  access: SIGNED_IN,
  tags,
  summary: 'The in-app upgrade page',
  responses: { 200: upgradeUrlResponse },
});

export const upgradeMerchant = defineEndpoint({
  method: 'POST',
  path: '/merchant/upgrade',
  access: requires(UPGRADE_REQUIREMENT),
  tags,
  summary: 'Change the product tier',
  body: upgradeBody,
  responses: { 200: upgradeResponse },
  errors: [404],
});
