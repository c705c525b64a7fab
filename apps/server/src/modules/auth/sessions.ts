import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { SessionCache } from './session-cache.ts';
import * as repo from './sessions.repository.ts';

export const SESSION_COOKIE = 'pb_session';
export const CSRF_COOKIE = 'csrf_token';
/** The support console's own session; an impersonated session lives beside it in pb_session. */
export const SUPPORT_COOKIE = 'pb_support';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_EXPIRY_HEADER = 'x-session-idle-expires-at';

/**
 * Activity refreshes the idle timer at most this often, so reads do not each cost a write (ARCHITECTURE.md
 * "Stateless API nodes": at most once a minute). An idle timeout under two minutes (config.ts allows one
 * minute) is written every half timeout instead, so an active session never looks idle.
 */
export const TOUCH_INTERVAL_MS = 60_000;
const touchIntervalMs = (session: Pick<repo.SessionRow, 'idleTimeoutSeconds'>) =>
  Math.min(TOUCH_INTERVAL_MS, (session.idleTimeoutSeconds * 1000) / 2);

export type NewSession = {
  /** Reuse a CSRF token: an impersonated session shares the support session's, so one cookie serves both. */
  csrfToken?: string;
  merchantId: number;
  userId: number;
  supportUserId: number | null;
  impersonated: boolean;
  parentSessionId: string | null;
  idleTimeoutSeconds: number;
};

/** A new token and what every session row stores beside its owner; the id is the token's SHA-256. */
function newSessionValues(config: Config, request: FastifyRequest, csrfToken: string | undefined) {
  const token = randomToken();
  const now = new Date();
  return {
    token,
    values: {
      id: sha256(token),
      csrfToken: csrfToken ?? randomToken(),
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + config.session.absoluteTimeoutSeconds * 1000),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    },
  };
}

/** A merchant user's session (signed in, or impersonated by support) in pb_session. */
export async function startSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  { csrfToken, ...session }: NewSession,
): Promise<string> {
  const { token, values } = newSessionValues(config, request, csrfToken);
  await repo.insertSession(db, { ...session, ...values });
  setSessionCookies(config, request, reply, SESSION_COOKIE, token, values.csrfToken);
  return values.id;
}

/** The support console's own session (ruling 11) in pb_support. */
export async function startSupportSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  supportUserId: number,
): Promise<string> {
  const { token, values } = newSessionValues(config, request, undefined);
  await repo.insertSupportSession(db, {
    ...values,
    supportUserId,
    idleTimeoutSeconds: config.session.idleTimeoutSeconds,
  });
  setSessionCookies(config, request, reply, SUPPORT_COOKIE, token, values.csrfToken);
  return values.id;
}

function setSessionCookies(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: string,
  token: string,
  csrfToken: string,
): void {
  const secure =
    config.session.secureCookies === 'auto' ? request.protocol === 'https' : config.session.secureCookies;
  const base = { path: '/', sameSite: 'lax' as const, secure };
  reply.setCookie(cookie, token, { ...base, httpOnly: true });
  // Readable by the page, which echoes it in the x-csrf-token header (double submit, ruling 13).
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...base, httpOnly: false });
}

export function clearSessionCookies(
  reply: FastifyReply,
  cookie: string = SESSION_COOKIE,
  keepCsrf = false,
): void {
  reply.clearCookie(cookie, { path: '/' });
  if (!keepCsrf) reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

export type SessionTimes = { idleExpiresAt: Date; absoluteExpiresAt: Date };
type Timed = Pick<repo.SessionRow, 'lastSeenAt' | 'idleTimeoutSeconds' | 'absoluteExpiresAt'>;

export function sessionTimes(session: Timed, idleEnabled: boolean): SessionTimes {
  const idle = new Date(session.lastSeenAt.getTime() + session.idleTimeoutSeconds * 1000);
  const absolute = session.absoluteExpiresAt;
  return { idleExpiresAt: idleEnabled && idle < absolute ? idle : absolute, absoluteExpiresAt: absolute };
}

/**
 * Loads the session of a cookie token from this node's cache, else the database (issue 14 point 2); an
 * expired one is deleted and treated as absent. A cached copy that looks expired is read again first:
 * another node may have written its idle timer since.
 */
export async function loadSession(db: Database, cache: SessionCache, token: string, now = new Date()) {
  const id = sha256(token);
  const cached = cache.get(id);
  if (cached && !isExpired(cached, now)) return active(cached);
  const bundle = await cache.load(id, () => repo.findSessionBundle(db, id));
  if (!bundle) return { status: 'missing' as const };
  if (isExpired(bundle, now)) {
    await repo.deleteSession(db, bundle.session);
    return { status: 'expired' as const };
  }
  return active(bundle);
}

/** The support console's session of a pb_support token, read on each console call; an expired one is deleted. */
export async function loadSupportSession(db: Database, token: string, now = new Date()) {
  const found = await repo.findSupportSession(db, sha256(token));
  if (!found) return { status: 'missing' as const };
  const times = sessionTimes(found.session, true);
  if (times.idleExpiresAt <= now || times.absoluteExpiresAt <= now) {
    await repo.deleteSupportSession(db, found.session.id);
    return { status: 'expired' as const };
  }
  return { status: 'active' as const, ...found };
}

const active = (bundle: repo.SessionBundle) => ({
  status: 'active' as const,
  bundle,
  idleEnabled: idleEnabledFor(bundle),
});

const idleEnabledFor = (bundle: repo.SessionBundle) => bundle.merchant?.sessionTimeoutEnabled ?? true;

function isExpired(bundle: repo.SessionBundle, now: Date): boolean {
  const times = sessionTimes(bundle.session, idleEnabledFor(bundle));
  return times.idleExpiresAt <= now || times.absoluteExpiresAt <= now;
}

/** Activity keeps a session alive; returns the session row with its idle timer as stored. */
export async function touch(db: Database, cache: SessionCache, session: repo.SessionRow, now = new Date()) {
  if (now.getTime() - session.lastSeenAt.getTime() < touchIntervalMs(session)) return session;
  await repo.touchSession(db, session, now);
  cache.touched(session.id, now);
  return { ...session, lastSeenAt: now };
}

/** The same for the console's session, which no cache holds. */
export async function touchSupport(db: Database, session: repo.SupportSessionRow, now = new Date()) {
  if (now.getTime() - session.lastSeenAt.getTime() < touchIntervalMs(session)) return session;
  await repo.touchSupportSession(db, session.id, now);
  return { ...session, lastSeenAt: now };
}

/** spec 1 §4.3 "stay signed in": refreshes the idle timer now, on every node's copy too. */
export async function refresh(db: Database, session: repo.SessionRow, now = new Date()) {
  await repo.refreshSession(db, session, now);
  return { ...session, lastSeenAt: now };
}
