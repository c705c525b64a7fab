import { errorCodes } from '@paybook/contracts';
import type {
  CustomerPasswordLink,
  CustomerPasswordResetSent,
  customerPasswordResetBody,
} from '@paybook/contracts/customer-password';
import {
  type CustomerPasswordLinkState,
  canResetCustomerPassword,
  customerPasswordLinkState,
  customerPasswordResetRefusal,
  customerPasswordWording,
  hasCustomerPortal,
  newPasswordProblem,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { PASSWORD_RESET_HOURS } from '../account/password-reset-email.ts';
import * as customersRepo from '../customers/customers.repository.ts';
import * as repo from './customer-password.repository.ts';
import { queueCustomerPasswordEmail } from './customer-password-email.ts';

// spec 2 §4, §7 customer_reset_password, §8 (issue 26 point 8, decisions 191 and 192).

type ResetBody = z.output<typeof customerPasswordResetBody>;

/**
 * POST customer_reset_password: e-mails the customer a link to choose a new password. The domain's
 * customerPasswordResetRefusal decides (422 naming the field); another merchant's customer or client_id is
 * a 404. With an Idempotency-Key a repeat answers the first e-mail's answer and sends no second.
 */
export function sendCustomerPasswordReset(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  body: ResetBody,
): Promise<IdempotentResult<CustomerPasswordResetSent>> {
  // spec 2 §7 clientId: the caller's own merchant, as customfields/templates/non_legacy/{clientId}.
  if (body.client_id !== undefined && body.client_id !== ctx.merchantId) throw notFound('The client');
  const origin = requestOrigin(request);
  return runIdempotent(db, request, ctx, 200, async (tx) => {
    const customer = await customersRepo.findCustomer(tx, ctx.merchantId, body.customer_id);
    if (!customer) throw notFound('The customer');
    const refusal = customerPasswordResetRefusal({
      customer: { user_name: customer.userName, email: customer.email },
      username: body.username,
      asksForPortal: body.has_customer_portal,
      merchantHasPortal: hasCustomerPortal(ctx.subject),
    });
    if (refusal) throw new AppError(422, errorCodes.validation, refusal.message, [refusal]);
    const { expiresAt } = await queueCustomerPasswordEmail(tx, ctx.merchantId, {
      customer,
      businessName: ctx.merchant.name,
      origin,
      hasCustomerPortal: body.has_customer_portal,
      redirectUrl: body.redirect_url || null,
      requestedByUserId: ctx.userId,
      now: new Date(),
    });
    return {
      sent_to: customer.email,
      wording: customerPasswordWording(body.has_customer_portal),
      expires_at: expiresAt.toISOString(),
    };
  });
}

const linkNotFound = () =>
  new AppError(
    404,
    errorCodes.notFound,
    'This password link is not valid. Open the whole link from the e-mail, or ask the business for a new one.',
  );

function linkGone(state: Exclude<CustomerPasswordLinkState, 'valid'>, business: string): AppError {
  const message =
    state === 'used'
      ? `This link was already used to choose a password. If you need another, ask ${business} to send a new link.`
      : `This link has expired: a link works for ${PASSWORD_RESET_HOURS} hours. Ask ${business} to send a new one.`;
  return new AppError(410, errorCodes.passwordLinkGone, message);
}

/**
 * The link of a token, with its merchant (decision 101). An unknown token, a deleted customer's link and
 * the link of a customer who no longer has a user name (so no sign-in to set a password for) are 404.
 */
async function findLinkOfToken(db: Database, token: string) {
  const tokenHash = sha256(token);
  const merchantId = await repo.merchantOfLink(db, tokenHash);
  if (merchantId === undefined) throw linkNotFound();
  const found = await withTenantRead(db, merchantId, (tx) => repo.findLink(tx, merchantId, tokenHash));
  if (!found || !canResetCustomerPassword({ user_name: found.customer.userName })) throw linkNotFound();
  return { merchantId, tokenHash, found };
}

/** Public GET public/customer_password/{token}: what the link is now (the page shows it or says why not). */
export async function getCustomerPasswordLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<CustomerPasswordLink> {
  const { found } = await findLinkOfToken(db, token);
  const { link, customer, business } = found;
  const state = customerPasswordLinkState(link, now);
  return {
    state,
    business_name: business.name,
    url_subdomain: business.urlSubdomain,
    wording: customerPasswordWording(link.hasCustomerPortal),
    customer: state === 'valid' ? { first_name: customer.firstName, user_name: customer.userName } : null,
    redirect_url: link.redirectUrl,
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * Public POST public/customer_password/{token}: saves the new password (the domain's rule, as for staff)
 * once, within the link's life; 410 for a used or expired link. The customer's timeline records it.
 */
export async function setCustomerPassword(
  db: Database,
  token: string,
  newPassword: string,
  now = new Date(),
) {
  const { merchantId, tokenHash, found } = await findLinkOfToken(db, token);
  const state = customerPasswordLinkState(found.link, now);
  if (state !== 'valid') throw linkGone(state, found.business.name);
  const problem = newPasswordProblem(newPassword, found.customer.userName);
  if (problem) throw badRequest('new_password', problem);
  // Argon2 takes its time before the transaction opens, so no connection waits on it.
  const passwordHash = await hashPassword(newPassword);
  await withTenant(db, merchantId, async (tx) => {
    if (!(await repo.useLink(tx, merchantId, tokenHash, now))) throw linkGone('used', found.business.name);
    await repo.savePassword(tx, merchantId, found.link.customerId, passwordHash, now);
    await customersRepo.insertCustomerEvent(tx, {
      merchantId,
      customerId: found.link.customerId,
      eventType: 'customer_updated_event',
      content: 'Changed: password (by the customer, with the e-mailed link)',
      userId: null,
    });
  });
}
