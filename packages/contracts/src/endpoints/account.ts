import {
  passwordChangeBody,
  passwordResetBody,
  passwordResetCodeParams,
  passwordResetRequestBody,
  saveSecurityQuestionsBody,
  securityQuestionsResponse,
} from '../account.ts';
import { okResponse } from '../auth.ts';
import { defineEndpoint, PUBLIC, SIGNED_IN } from '../endpoint.ts';

// spec 3 §7 password_change, hub/security_questions, save_security_questions; the public password reset.
const tags = ['Account'];

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/password_change',
  access: SIGNED_IN,
  tags,
  summary: 'Change the own password',
  body: passwordChangeBody,
  responses: { 200: okResponse },
  // 404: the signed-in user's own record is gone.
  errors: [404],
});

export const getSecurityQuestions = defineEndpoint({
  method: 'GET',
  path: '/hub/security_questions',
  access: SIGNED_IN,
  tags,
  summary: 'Security questions and which ones are answered',
  responses: { 200: securityQuestionsResponse },
});

export const saveSecurityQuestions = defineEndpoint({
  method: 'POST',
  path: '/save_security_questions',
  access: SIGNED_IN,
  tags,
  summary: 'Replace the security answers',
  body: saveSecurityQuestionsBody,
  responses: { 200: okResponse },
  errors: [404],
});

export const sendOwnPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/password_reset_email',
  access: SIGNED_IN,
  tags,
  summary: 'E-mail the signed-in user a password reset link',
  responses: { 200: okResponse },
  errors: [404],
});

export const resetPasswordWithCode = defineEndpoint({
  method: 'POST',
  path: '/password_reset/:code',
  access: PUBLIC,
  // Public reset calls carry no session, so there is nothing to forge; they are rate limited by the code.
  skipCsrf: true,
  tags,
  summary: 'Choose a new password with an e-mailed code',
  params: passwordResetCodeParams,
  body: passwordResetBody,
  responses: { 200: okResponse },
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/password_reset_request',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: "'Forgot your password?': e-mail a reset link (same answer for any user name)",
  body: passwordResetRequestBody,
  responses: { 200: okResponse },
});
