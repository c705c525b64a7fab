import { okResponse } from '../auth.ts';
import { defineEndpoint, PUBLIC, SIGNED_IN, SUPPORT } from '../endpoint.ts';
import {
  impersonateBody,
  merchantIdParams,
  merchantSearchQuery,
  supportContext,
  supportLoginBody,
  supportMerchantList,
  supportMerchantUsers,
} from '../support.ts';

// Ruling 11: the support console and impersonation (paths under /api).
const tags = ['Support console'];

export const loginSupportUser = defineEndpoint({
  method: 'POST',
  path: '/support/login',
  access: PUBLIC,
  // Sign-in creates the session the CSRF token belongs to.
  skipCsrf: true,
  tags,
  summary: 'Sign in to the support console',
  body: supportLoginBody,
  responses: { 200: supportContext },
  // 401 wrong credentials, 423 locked on this network, 429 too many failures from it.
  errors: [401, 423, 429],
});

export const logoutSupportUser = defineEndpoint({
  method: 'POST',
  path: '/support/logout',
  access: PUBLIC,
  tags,
  summary: 'Sign out of the support console (and of an impersonation)',
  responses: { 200: okResponse },
});

export const getSupportContext = defineEndpoint({
  method: 'GET',
  path: '/support/context',
  access: SUPPORT,
  tags,
  summary: 'The signed-in support user, and whether they are impersonating',
  responses: { 200: supportContext },
});

export const searchMerchants = defineEndpoint({
  method: 'GET',
  path: '/support/merchants',
  access: SUPPORT,
  tags,
  summary: 'Merchants whose name, subdomain or a user name matches the query (all when empty)',
  query: merchantSearchQuery,
  responses: { 200: supportMerchantList },
});

export const listMerchantUsers = defineEndpoint({
  method: 'GET',
  path: '/support/merchants/:merchantId/users',
  access: SUPPORT,
  tags,
  summary: 'A merchant and its users',
  params: merchantIdParams,
  responses: { 200: supportMerchantUsers },
  errors: [404],
});

export const impersonateUser = defineEndpoint({
  method: 'POST',
  path: '/support/impersonate',
  access: SUPPORT,
  tags,
  summary: 'Sign in as a merchant user, flagged impersonated, beside the support session',
  body: impersonateBody,
  responses: { 200: okResponse },
  // 404: no such merchant user.
  errors: [404],
});

export const endImpersonation = defineEndpoint({
  method: 'POST',
  path: '/support/end_impersonation',
  access: SIGNED_IN,
  allowWithoutMfa: true,
  tags,
  summary: 'End the impersonation and go back to the support console',
  responses: { 200: okResponse },
});
