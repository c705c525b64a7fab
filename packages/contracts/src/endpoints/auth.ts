import {
  keepAliveResponse,
  loginBody,
  loginContext,
  loginResponse,
  loginUnlockParams,
  loginUnlockRequestBody,
  okResponse,
} from '../auth.ts';
import { defineEndpoint, PUBLIC, SIGNED_IN } from '../endpoint.ts';

// Ruling 13: the sign-in calls (paths under /api).
const tags = ['Sign-in'];

export const login = defineEndpoint({
  method: 'POST',
  path: '/login',
  access: PUBLIC,
  // Sign-in creates the session the CSRF token belongs to.
  skipCsrf: true,
  tags,
  summary: 'Sign in',
  body: loginBody,
  responses: { 200: loginResponse },
  // 401 wrong credentials or MFA code, 423 locked on this network, 429 too many failures from it.
  errors: [401, 423, 429],
});

export const requestUnlockEmail = defineEndpoint({
  method: 'POST',
  path: '/login_unlock_request',
  access: PUBLIC,
  // Public unlock calls carry no session, so there is nothing to forge (like the password reset).
  skipCsrf: true,
  tags,
  summary: 'E-mail a locked user a link that ends the lock (same answer for any user name)',
  body: loginUnlockRequestBody,
  responses: { 200: okResponse },
});

export const unlockWithToken = defineEndpoint({
  method: 'POST',
  path: '/login_unlock/:token',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: 'End the sign-in locks of the user of a single-use unlock link',
  params: loginUnlockParams,
  responses: { 200: okResponse },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: PUBLIC,
  allowWithoutMfa: true,
  tags,
  summary: 'Sign out',
  responses: { 200: okResponse },
});

export const keepAlive = defineEndpoint({
  method: 'POST',
  path: '/keep_alive',
  access: SIGNED_IN,
  allowWithoutMfa: true,
  tags,
  summary: 'Refresh the session (stay signed in)',
  responses: { 200: keepAliveResponse },
});

export const getLoginContext = defineEndpoint({
  method: 'GET',
  path: '/login_context',
  access: SIGNED_IN,
  allowWithoutMfa: true,
  tags,
  summary: 'The signed-in user, merchant, rights, claims and features',
  responses: { 200: loginContext },
});
