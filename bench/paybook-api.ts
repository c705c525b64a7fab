// Signing in and calling the Paybook API from the bench, as the demo owner (/work/shared/DEMO.md).

export const DEMO_OWNER = { user_name: 'owner@juniper.test', password: 'Paybook-demo-1' };

export interface Session {
  /** The Cookie header to send (pb_session and csrf_token). */
  cookie: string;
  /** The csrf_token cookie, sent back as x-csrf-token on writes (ruling 13). */
  csrf: string;
  userId: number;
}

/** Signs in through the API; answers the session's cookie, its CSRF token and the user's id. */
export async function signIn(baseUrl: string, user = DEMO_OWNER): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`POST /api/login answered ${res.status}: ${await res.text()}`);
  const cookies = new Map<string, string>();
  for (const header of res.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  for (const name of ['pb_session', 'csrf_token']) {
    if (!cookies.has(name)) throw new Error(`POST /api/login set no ${name} cookie`);
  }
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const session = { cookie, csrf: cookies.get('csrf_token') ?? '', userId: 0 };
  const context = await callApi<{ user?: { id?: unknown } }>(baseUrl, session, 'GET', '/login_context');
  if (typeof context.user?.id !== 'number') throw new Error('GET /api/login_context has no user.id');
  return { ...session, userId: context.user.id };
}

/**
 * One API call (`apiPath` after /api) with the session, or none, and an Idempotency-Key when given;
 * throws on an answer that is not 2xx.
 */
export async function callApi<T>(
  baseUrl: string,
  session: Omit<Session, 'userId'> | null,
  method: string,
  apiPath: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  if (session) headers.cookie = session.cookie;
  if (session && method !== 'GET') headers['x-csrf-token'] = session.csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} /api${apiPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
