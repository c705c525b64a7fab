import { errorCodes, type ProductName, type SupportMerchant } from '@paybook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { SupportContext, UserContext } from '../../plugins/auth.ts';
import { assertMayTrySignIn, recordFailure, recordSuccess } from '../auth/login-limits.ts';
import { deleteSession, deleteSupportSession } from '../auth/sessions.repository.ts';
import {
  clearSessionCookies,
  SESSION_COOKIE,
  SUPPORT_COOKIE,
  startSession,
  startSupportSession,
} from '../auth/sessions.ts';
import * as repo from './support.repository.ts';

export type SupportDeps = { db: Database; config: Config };

const presentMerchant = (m: {
  id: number;
  name: string;
  productName: string;
  urlSubdomain: string;
  userCount: number;
}): SupportMerchant => ({
  id: m.id,
  name: m.name,
  product_name: m.productName as ProductName,
  url_subdomain: m.urlSubdomain,
  user_count: m.userCount,
});

export async function supportLogin(
  { db, config }: SupportDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { user_name: string; password: string },
) {
  const userName = body.user_name.toLowerCase();
  await assertMayTrySignIn(db, config.loginLimits, userName, request.ip);
  const supportUser = await repo.findSupportUser(db, userName);
  const ok = supportUser
    ? await verifyPassword(supportUser.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!supportUser || !ok) {
    await recordFailure(db, config.loginLimits, userName, request.ip);
    throw new AppError(401, errorCodes.invalidCredentials, 'Incorrect user name or password.');
  }
  await recordSuccess(db, userName, request.ip);
  await startSupportSession(db, config, request, reply, supportUser.id);
  return presentContext(supportUser.id, supportUser.name, supportUser.userName, false);
}

function presentContext(id: number, name: string, userName: string, impersonating: boolean) {
  return { support_user: { id, name, user_name: userName }, impersonating };
}

export function supportContext(ctx: SupportContext, request: FastifyRequest) {
  const impersonating = request.userContext?.impersonated === true;
  return presentContext(ctx.supportUserId, ctx.supportUserName, ctx.supportUserLogin, impersonating);
}

export async function supportLogout({ db }: SupportDeps, ctx: SupportContext | null, reply: FastifyReply) {
  if (ctx) await deleteSupportSession(db, ctx.session.id);
  clearSessionCookies(reply, SUPPORT_COOKIE);
  clearSessionCookies(reply, SESSION_COOKIE);
}

export async function searchMerchants({ db }: SupportDeps, query: string) {
  return { data: (await repo.searchMerchants(db, query)).map(presentMerchant) };
}

export async function listMerchantUsers({ db }: SupportDeps, merchantId: number) {
  const merchant = await repo.findMerchant(db, merchantId);
  if (!merchant) throw notFound('The merchant');
  const users = await repo.listMerchantUsers(db, merchantId);
  return {
    merchant: presentMerchant(merchant),
    data: users.map((u) => ({
      id: u.id,
      user_name: u.userName,
      first_name: u.firstName,
      last_name: u.lastName,
      is_admin: u.isAdmin,
      is_owner: u.isOwner,
      is_active: u.isActive,
    })),
  };
}

/** Ruling 11: a support user gets a session as a merchant user, flagged impersonated, beside their own. */
export async function impersonate(
  { db, config }: SupportDeps,
  ctx: SupportContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const user = await repo.findMerchantUser(db, userId);
  if (!user) throw notFound('The user');
  if (!user.isActive) throw badRequest('user_id', 'This user is inactive and cannot be signed in as.');
  if (request.userContext) await deleteSession(db, request.userContext.session);
  await startSession(db, config, request, reply, {
    merchantId: user.merchantId,
    userId: user.id,
    supportUserId: ctx.supportUserId,
    impersonated: true,
    parentSessionId: ctx.session.id,
    idleTimeoutSeconds: config.session.idleTimeoutSeconds,
    csrfToken: ctx.session.csrfToken,
  });
  request.log.info(
    { supportUserId: ctx.supportUserId, merchantId: user.merchantId, userId: user.id },
    'impersonation started',
  );
}

export async function endImpersonation(
  { db }: SupportDeps,
  ctx: UserContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!ctx.impersonated) throw badRequest('session', 'This session is not an impersonation.');
  await deleteSession(db, ctx.session);
  clearSessionCookies(reply, SESSION_COOKIE, true);
  request.log.info({ supportUserId: ctx.supportUserId, merchantId: ctx.merchantId }, 'impersonation ended');
}
