import { randomBytes } from 'node:crypto';
import { accessRights, errorCodes, type SignupBody, type SignupResponse } from '@paybook/contracts';
import { DEFAULT_TIER_FEATURES, newPasswordProblem } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { merchantOfUrlSubdomain, USER_NAME_TAKEN_CONSTRAINT } from '../../db/merchant-keys.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { findUserForSignIn } from '../auth/auth.repository.ts';
import { assertMayTrySignIn } from '../auth/login-limits.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import * as repo from './onboarding.repository.ts';
import { queueVerificationEmail } from './verification-email.ts';

export type OnboardingDeps = { db: Database; config: Config };

/** Decided: a new merchant starts on the appointments product in the spec's default zone (ruling 8). */
const NEW_MERCHANT_PRODUCT = 'appointments';
const DEFAULT_TIME_ZONE = 'America/Denver';
/** The outbox kind of the notice an existing account gets when its address signs up again. */
export const EXISTING_ACCOUNT_NOTICE = 'signup_existing_account';

/** A free placeholder booking address; setup asks for the real one (is_default_url_subdomain). */
async function freeDefaultSubdomain(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `business-${randomBytes(4).toString('hex')}`;
    if ((await merchantOfUrlSubdomain(db, candidate)) === undefined) return candidate;
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

/** Anyone may sign up with any address, so an existing account gets at most this many notices per window. */
export const EXISTING_ACCOUNT_NOTICE_LIMIT = { count: 3, windowMinutes: 15 };

/**
 * spec 1 §2.1 /signup, issue 13 §7: the answer is "check your e-mail" whether or not the e-mail already
 * has an account, and takes the same time (the password is hashed either way; the look-up and what
 * follows run after the answer, lib/background-work.ts). A new e-mail gets a new appointments-tier
 * merchant and its owner, who signs in with the password chosen here and is sent the verification
 * e-mail; an e-mail that has an account is sent a notice instead, and nothing is created.
 */
export async function signUp(
  { db, config }: OnboardingDeps,
  request: FastifyRequest,
  body: SignupBody,
): Promise<SignupResponse> {
  const passwordProblem = newPasswordProblem(body.password, body.email);
  if (passwordProblem) throw badRequest('password', passwordProblem);
  await assertMaySignUp(db, config, body.email, request.ip);
  const passwordHash = await hashPassword(body.password);
  await repo.recordSignup(db, body.email, request.ip);
  const options = { origin: requestOrigin(request), productName: config.shell.productDisplayName };
  request.server.background.run(() => createOrNotify(db, body, passwordHash, options));
  return { status: 'check_email', email: body.email };
}

type SignupEmailOptions = { origin: string; productName: string };

async function createOrNotify(
  db: Database,
  body: SignupBody,
  passwordHash: string,
  options: SignupEmailOptions,
): Promise<void> {
  const existing = await findUserForSignIn(db, body.email);
  if (existing) {
    await notifyExistingAccount(db, existing.user.merchantId, body, options);
    return;
  }
  try {
    await createMerchantAndOwner(db, body, passwordHash, options);
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique user name decides, and the other is told.
    if (violatedConstraint(error) !== USER_NAME_TAKEN_CONSTRAINT) throw error;
    const winner = await findUserForSignIn(db, body.email);
    if (winner) await notifyExistingAccount(db, winner.user.merchantId, body, options);
  }
}

/** The address typed already has an account: say so to that address (never to the one who typed it). */
async function notifyExistingAccount(
  db: Database,
  merchantId: number,
  body: SignupBody,
  options: SignupEmailOptions,
): Promise<void> {
  const since = new Date(Date.now() - EXISTING_ACCOUNT_NOTICE_LIMIT.windowMinutes * 60_000);
  await withTenant(db, merchantId, async (tx) => {
    if (
      (await repo.countEmailsSince(tx, merchantId, EXISTING_ACCOUNT_NOTICE, since, body.email)) >=
      EXISTING_ACCOUNT_NOTICE_LIMIT.count
    )
      return;
    // Ruling 7: the signup_existing_account template (its words are fixed).
    await queueTemplatedEmail(tx, merchantId, {
      template: EXISTING_ACCOUNT_NOTICE,
      to: body.email,
      values: { first_name: body.first_name, product_name: options.productName, company_name: '' },
      paragraphs: [
        { text: 'If it was you, sign in here:', link: `${options.origin}/login` },
        { text: 'Forgot your password? Choose a new one here:', link: `${options.origin}/forgot-password` },
        { text: 'If it was not you, you can ignore this e-mail; your account is unchanged.' },
      ],
    });
  });
}

/**
 * The new merchant and its owner (administrator with every right, the e-mail as user name), with the
 * verification e-mail queued. The merchant does not exist before this transaction, so there is no tenant
 * to set: it runs like the seed, as the owner role. The setup page comes after the first sign-in
 * (appointments_activated is false, client_id 0).
 */
async function createMerchantAndOwner(
  db: Database,
  body: SignupBody,
  passwordHash: string,
  options: SignupEmailOptions,
): Promise<void> {
  const urlSubdomain = await freeDefaultSubdomain(db);
  await db.transaction(async (txRaw) => {
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
      options,
    );
  });
}
