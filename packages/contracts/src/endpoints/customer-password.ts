import { CUSTOMER_PASSWORD_RESET_REQUIREMENT } from '@paybook/domain/customers/password-reset';
import { passwordResetBody } from '../account.ts';
import { okResponse } from '../auth.ts';
import {
  customerPasswordLink,
  customerPasswordResetBody,
  customerPasswordResetSent,
  customerPasswordTokenParams,
} from '../customer-password.ts';
import { defineEndpoint, PUBLIC, requires } from '../endpoint.ts';

// spec 2 §7 customer_reset_password and its link's public page (issue 26 point 8, decisions 191 and 192).
const tags = ['Customers'];

export const sendCustomerPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/customer_reset_password',
  access: requires(CUSTOMER_PASSWORD_RESET_REQUIREMENT),
  tags,
  summary: 'E-mail a customer a link to choose a new password (the customer needs a user name)',
  description:
    "422 naming `username` when the customer has none or it is not the customer's, `email` when there is " +
    'no address to send to, `has_customer_portal` when the business has no portal; 404 for another ' +
    "merchant's customer or client_id.",
  body: customerPasswordResetBody,
  responses: { 200: customerPasswordResetSent },
  errors: [404, 422],
  idempotency: 'optional',
});

// Ruling 4: the customer's page has no sign-in, so no CSRF token (as the staff's password reset).
export const getCustomerPasswordLink = defineEndpoint({
  method: 'GET',
  path: '/public/customer_password/:token',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: 'Whether a customer password link can be used, was used or has expired',
  params: customerPasswordTokenParams,
  responses: { 200: customerPasswordLink },
  errors: [404],
});

export const setCustomerPassword = defineEndpoint({
  method: 'POST',
  path: '/public/customer_password/:token',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: 'Choose a new password with the link (once, within 24 hours)',
  description: '410 PASSWORD_LINK_GONE when the link was used or has expired; 404 for an unknown link.',
  params: customerPasswordTokenParams,
  body: passwordResetBody,
  responses: { 200: okResponse },
  errors: [404, 410],
});
