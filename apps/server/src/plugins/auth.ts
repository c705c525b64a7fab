import { errorCodes, errorWordings } from '@paybook/contracts';
import {
  type AccessSubject,
  explainRefusal,
  isMfaSetupRequired,
  meets,
  type Requirement,
} from '@paybook/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError, forbidden, unauthenticated } from '../lib/app-error.ts';
import { safeEqual } from '../lib/tokens.ts';
import { subjectOf } from '../modules/auth/access-subject.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import type {
  MerchantRow,
  SessionRow,
  SupportSessionRow,
  UserRow,
} from '../modules/auth/sessions.repository.ts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  clearSessionCookies,
  loadSession,
  loadSupportSession,
  SESSION_COOKIE,
  SESSION_EXPIRY_HEADER,
  SUPPORT_COOKIE,
  sessionTimes,
  touch,
  touchSupport,
} from '../modules/auth/sessions.ts';
import { ACCESS_STAMP_HEADER, accessStampOf } from '../modules/roles/access-stamp.ts';

/** Who may call a route: anyone, a signed-in merchant user, or a support user in the console. */
export type RouteAuth = 'public' | 'user' | 'support';

export type UserContext = {
  kind: 'user';
  requestId: string;
  session: SessionRow;
  merchantId: number;
  userId: number;
  user: UserRow;
  merchant: MerchantRow;
  mfaEnabled: boolean;
  impersonated: boolean;
  supportUserId: number | null;
  supportUserName: string | null;
  subject: AccessSubject;
  idleEnabled: boolean;
};

export type SupportContext = {
  kind: 'support';
  requestId: string;
  session: SupportSessionRow;
  supportUserId: number;
  supportUserName: string;
  supportUserLogin: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** spec 1 §6: the rights, features and claims a route needs; checked with the domain's `meets`. */
    requirement?: Requirement;
    /** Routes a user may still call while the merchant requires MFA they have not set up (spec 3 §2.5). */
    allowWithoutMfa?: boolean;
    /** Sign-in calls create the session the CSRF token belongs to. */
    skipCsrf?: boolean;
  }
  interface FastifyRequest {
    userContext: UserContext | null;
    supportContext: SupportContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireUser(request: FastifyRequest): UserContext {
  if (!request.userContext) throw unauthenticated();
  return request.userContext;
}

export function requireSupport(request: FastifyRequest): SupportContext {
  if (!request.supportContext) throw unauthenticated('Please sign in to the support console.');
  return request.supportContext;
}

export function registerAuth(app: FastifyInstance, db: Database): void {
  // issue 14 point 2: sessions from this node's cache, invalidated through the app's bus (app.ts).
  const cache = new SessionCache(app.invalidation);
  app.decorateRequest('userContext', null);
  app.decorateRequest('supportContext', null);

  app.addHook('onRequest', async (request, reply) => {
    const routeConfig = request.routeOptions.config;
    // Routes of the API scope default to 'user' (see app.ts); docs, the web app and unknown paths are public.
    const auth: RouteAuth = routeConfig.auth ?? 'public';

    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const loaded = await loadSession(db, cache, token);
      if (loaded.status === 'expired' && auth === 'user') {
        clearSessionCookies(reply);
        throw new AppError(401, errorCodes.sessionExpired, 'Your session expired. Please sign in again.');
      }
      if (loaded.status === 'active') {
        const { bundle, idleEnabled } = loaded;
        const session = await touch(db, cache, bundle.session);
        if (bundle.user && bundle.merchant) {
          request.userContext = {
            kind: 'user',
            requestId: request.id,
            session,
            merchantId: session.merchantId,
            userId: session.userId,
            user: bundle.user,
            merchant: bundle.merchant,
            mfaEnabled: bundle.mfaEnabled,
            impersonated: session.impersonated,
            supportUserId: session.supportUserId,
            supportUserName: bundle.supportUserName,
            subject: subjectOf(bundle.user, bundle.merchant, session.impersonated),
            idleEnabled,
          };
          reply.header(SESSION_EXPIRY_HEADER, sessionTimes(session, idleEnabled).idleExpiresAt.toISOString());
          reply.header(ACCESS_STAMP_HEADER, accessStampOf(bundle.user, bundle.merchant));
        }
      }
    }
    const supportToken = request.cookies[SUPPORT_COOKIE];
    if (supportToken && auth === 'support') {
      const loaded = await loadSupportSession(db, supportToken);
      if (loaded.status === 'active') {
        const session = await touchSupport(db, loaded.session);
        request.supportContext = {
          kind: 'support',
          requestId: request.id,
          session,
          supportUserId: session.supportUserId,
          supportUserName: loaded.supportUserName,
          supportUserLogin: loaded.supportUserLogin,
        };
      }
    }

    if (!SAFE_METHODS.has(request.method) && !routeConfig.skipCsrf) {
      const context = auth === 'support' ? request.supportContext : request.userContext;
      const header = request.headers[CSRF_HEADER];
      const cookie = request.cookies[CSRF_COOKIE];
      const valid =
        typeof header === 'string' &&
        cookie !== undefined &&
        context !== null &&
        safeEqual(header, cookie) &&
        safeEqual(header, context.session.csrfToken);
      // Without a session there is nothing to forge; the route's own auth check answers 401.
      if (context && !valid) {
        throw new AppError(403, errorCodes.csrf, errorWordings[errorCodes.csrf]);
      }
    }

    if (auth === 'user') {
      const ctx = requireUser(request);
      if (
        !routeConfig.allowWithoutMfa &&
        isMfaSetupRequired({
          merchantRequiresMfa: ctx.merchant.requiresMfa,
          userHasMfa: ctx.mfaEnabled,
          impersonated: ctx.impersonated,
        })
      ) {
        throw new AppError(
          403,
          errorCodes.mfaSetupRequired,
          'Your business requires multi-factor authentication. Set it up to continue.',
        );
      }
      const requirement =
        routeConfig.requirementOfPath?.(request.params as Record<string, string>) ?? routeConfig.requirement;
      if (!meets(ctx.subject, requirement)) throw forbidden(explainRefusal(ctx.subject, requirement));
    } else if (auth === 'support') {
      requireSupport(request);
    }
  });
}
