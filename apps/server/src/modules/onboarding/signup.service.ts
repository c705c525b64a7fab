import { randomBytes } from 'node:crypto';
import { accessRights, errorCodes, type SignupBody, type SignupResponse } from '@paybook/contracts';
import { DEFAULT_TIER_FEATURES, newPasswordProblem } from '@paybook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { assertMayTrySignIn } from '../auth/login-limits.ts';
import { presentMerchant, presentUser } from '../auth/presenters.ts';
import type { MerchantRow, UserRow } from '../auth/sessions.repository.ts';
import { startSession } from '../auth/sessions.ts';
import { findMerchantIdBySubdomain } from '../booking-settings/booking-settings.repository.ts';
import * as repo from './onboarding.repository.ts';
import { queueVerificationEmail } from './verification-email.ts';

export type OnboardingDeps = { db: Database; config: Config };

/** Decided: a new merchant starts on the appointments product in the spec's default zone (ruling 8). */
const NEW_MERCHANT_PRODUCT = 'appointments';
const DEFAULT_TIME_ZONE = 'America/Denver';
const EMAIL_TAKEN = 'An account with this e-mail already exists. Sign in instead.';

/** A free placeholder booking address; setup asks for the real one (is_default_url_subdomain). */
async function freeDefaultSubdomain(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `business-${randomBytes(4).toString('hex')}`;
    if ((await findMerchantIdBySubdomain(db, candidate)) === undefined) return candidate;
  }
  throw new Error('No free default booking address was found');
}

/**
 * Sign-ups from one address are limited like sign-in: counted in the database over the sign-in window,
 * and an address or e-mail locked out of sign-in is locked out here too.
 */
async function assertMaySignUp(db: Database, config: Config, email: string, ip: string) {
  await assertMayTrySignIn(db, config.loginLimits, email, ip);
  const since = new Date(Date.now() - config.loginLimits.windowSeconds * 1000);
  if ((await repo.countSignupsFromAddress(db, ip, since)) >= config.signupsPerAddress) {
    throw new AppError(
      429,
      errorCodes.tooManyAttempts,
      'Too many accounts were created from your network. Please wait 15 minutes and try again.',
    );
  }
}

/**
 * spec 1 §2.1 /signup: a new appointments-tier merchant and its owner (administrator with every right,
 * the e-mail as user name), signed in at once, with the verification e-mail queued. The merchant does
 * not exist before this transaction, so there is no tenant to set: it runs like the seed, as the owner
 * role. The setup page comes next (appointments_activated is false, client_id 0).
 */
export async function signUp(
  { db, config }: OnboardingDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignupBody,
): Promise<SignupResponse> {
  const passwordProblem = newPasswordProblem(body.password, body.email);
  if (passwordProblem) throw badRequest('password', passwordProblem);
  await assertMaySignUp(db, config, body.email, request.ip);
  if (await repo.isUserNameTaken(db, body.email)) throw badRequest('email', EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  const urlSubdomain = await freeDefaultSubdomain(db);

  let created: { merchant: MerchantRow; user: UserRow };
  try {
    created = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const merchant = await repo.insertMerchant(tx, {
        name: `${body.first_name} ${body.last_name}`,
        productName: NEW_MERCHANT_PRODUCT,
        features: [...DEFAULT_TIER_FEATURES[NEW_MERCHANT_PRODUCT]],
        clientId: 0,
        appointmentsActivated: false,
        timeZone: DEFAULT_TIME_ZONE,
        isDefaultTimeZone: true,
        urlSubdomain,
        isDefaultUrlSubdomain: true,
        companyEmail: body.email,
        emailUnverified: true,
      });
      const user = await repo.insertUser(tx, {
        merchantId: merchant.id,
        userName: body.email,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        passwordHash,
        isOwner: true,
        isAdmin: true,
        // Every right but the service-provider one, which comes with appearing on the booking page.
        accessRights: accessRights.filter((right) => right !== 'neon_service_provider'),
      });
      await queueVerificationEmail(
        tx,
        merchant.id,
        { userId: user.id, email: body.email, firstName: body.first_name },
        { origin: requestOrigin(request), productName: config.shell.productDisplayName },
      );
      return { merchant, user };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique user name decides.
    if (violatedConstraint(error) === 'users_user_name_key') throw badRequest('email', EMAIL_TAKEN);
    throw error;
  }
  await repo.recordSignup(db, body.email, request.ip);
  await startSession(db, config, request, reply, {
    merchantId: created.merchant.id,
    userId: created.user.id,
    supportUserId: null,
    impersonated: false,
    parentSessionId: null,
    idleTimeoutSeconds: config.session.idleTimeoutSeconds,
  });
  return { user: presentUser(created.user, false), merchant: presentMerchant(created.merchant) };
}
