import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from './factories.ts';

type Request = Omit<InjectOptions, 'cookies'> & { method: NonNullable<InjectOptions['method']>; url: string };

/** A browser-like client for app.inject: keeps cookies and sends the CSRF header as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: Request): Promise<LightMyRequestResponse> {
    const csrf = this.cookies.get('csrf_token');
    const response = await this.app.inject({
      ...options,
      headers: { ...(csrf ? { 'x-csrf-token': csrf } : {}), ...(options.headers ?? {}) },
      cookies: Object.fromEntries(this.cookies),
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      const cleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options: Partial<Request> = {}) => this.request({ ...options, method: 'GET', url });
  post = (url: string, payload?: object, options: Partial<Request> = {}) =>
    this.request({ ...options, method: 'POST', url, ...(payload ? { payload } : {}) });
  put = (url: string, payload?: object, options: Partial<Request> = {}) =>
    this.request({ ...options, method: 'PUT', url, ...(payload ? { payload } : {}) });
  patch = (url: string, payload?: object, options: Partial<Request> = {}) =>
    this.request({ ...options, method: 'PATCH', url, ...(payload ? { payload } : {}) });
  delete = (url: string, options: Partial<Request> = {}) =>
    this.request({ ...options, method: 'DELETE', url });
}

export async function signIn(
  app: FastifyInstance,
  userName: string,
  password = TEST_PASSWORD,
  extra: Record<string, string> = {},
): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('/api/login', { user_name: userName, password, ...extra });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return client;
}
