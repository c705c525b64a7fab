import { errorCodes, type LoginBody, type LoginResponse } from '@paybook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { verifySignInCode } from '../mfa/mfa.service.ts';
import { findUserForSignIn } from './auth.repository.ts';
import { assertMayTrySignIn, recordFailure, recordSuccess } from './login-limits.ts';
import { presentMerchant, presentSession, presentUser } from './presenters.ts';
import { deleteSession } from './sessions.repository.ts';
import { clearSessionCookies, refresh, startSession } from './sessions.ts';
import { sendUnlockEmail } from './unlock.service.ts';

export type AuthDeps = { db: Database; config: Config };

/** One message whether the user exists or not. */
const invalidCredentials = () =>
  new AppError(401, errorCodes.invalidCredentials, 'Incorrect user name or password.');

/**
 * Counts a failed sign-in; when it locks the user name on this address, the user is e-mailed an unlock
 * link after the answer (so the answer and its timing are the same for unknown names).
 */
async function recordFailureAndTell({ db, config }: AuthDeps, request: FastifyRequest, userName: string) {
  if (!(await recordFailure(db, config.loginLimits, userName, request.ip))) return;
  const options = { origin: requestOrigin(request), productName: config.shell.productDisplayName };
  request.server.background.run(() => sendUnlockEmail(db, userName, options));
}

export async function login(
  { db, config }: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginBody,
): Promise<LoginResponse> {
  const userName = body.user_name.toLowerCase();
  await assertMayTrySignIn(db, config.loginLimits, userName, request.ip);
  const found = await findUserForSignIn(db, userName);
  const passwordOk =
    found?.user.isActive === true
      ? await verifyPassword(found.user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
  if (!found || !passwordOk) {
    await recordFailureAndTell({ db, config }, request, userName);
    throw invalidCredentials();
  }
  const { user, merchant } = found;
  if (found.mfaEnabled) {
    if (!body.totp_code) {
      throw new AppError(401, errorCodes.mfaRequired, 'Enter the code from your authenticator app.');
    }
    const code = body.totp_code;
    const accepted = await withTenant(db, user.merchantId, (tx) =>
      verifySignInCode(tx, config.secretKey, user.merchantId, user.id, code),
    );
    if (!accepted) {
      await recordFailureAndTell({ db, config }, request, userName);
      throw new AppError(
        401,
        errorCodes.mfaInvalid,
        'That code is not valid. Enter the current code from your app.',
      );
    }
  }
  await recordSuccess(db, userName, request.ip);
  await startSession(db, config, request, reply, {
    merchantId: user.merchantId,
    userId: user.id,
    supportUserId: null,
    impersonated: false,
    parentSessionId: null,
    idleTimeoutSeconds: config.session.idleTimeoutSeconds,
  });
  return { user: presentUser(user, found.mfaEnabled), merchant: presentMerchant(merchant) };
}

export async function logout({ db }: AuthDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const ctx = request.userContext;
  if (ctx) await deleteSession(db, ctx.session);
  // An impersonated session ends without touching the support console's own session and CSRF cookie.
  clearSessionCookies(reply, undefined, ctx?.impersonated === true);
}

/** spec 1 §4.3: "stay signed in" refreshes the session. */
export async function keepAlive({ db }: AuthDeps, ctx: UserContext) {
  const session = await refresh(db, ctx.session);
  return { session: presentSession(session, ctx.idleEnabled, ctx.supportUserName) };
}
