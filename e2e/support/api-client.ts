import { type APIRequestContext, type APIResponse, request } from '@playwright/test';

export const DEMO_PASSWORD = 'Paybook-demo-1';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface ApiRequestOptions {
  /** JSON body. */
  data?: unknown;
  /** Query string parameters. */
  params?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key` (calls that move money or book time). */
  idempotencyKey?: string;
}

/** An HTTP error from the API, with the status and the parsed `{ error: { code, message } }` body. */
export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.name = 'ApiError';
  }
}

/**
 * A signed-in (or anonymous) API session for seeding data in browser tests.
 * Keeps its own cookies (`pb_session`, `csrf_token`) apart from the browser's and sends
 * `x-csrf-token` on every state-changing call.
 */
export class ApiClient {
  private constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  static async create(baseURL: string): Promise<ApiClient> {
    const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
    return new ApiClient(ctx, baseURL);
  }

  /** Signs this client in; answers GET /api/login_context. */
  async login<T = LoginContextLike>(userName: string, password = DEMO_PASSWORD): Promise<T> {
    await this.post('/api/login', { user_name: userName, password });
    return this.get<T>('/api/login_context');
  }

  async logout(): Promise<void> {
    await this.fetch('POST', '/api/logout');
  }

  /** The current value of the csrf_token cookie, if signed in. */
  async csrfToken(): Promise<string | undefined> {
    const state = await this.request.storageState();
    return state.cookies.find((c) => c.name === 'csrf_token')?.value;
  }

  /** The session cookies, e.g. to sign a browser context in: `context.addCookies(await api.cookies())`. */
  async cookies() {
    return (await this.request.storageState()).cookies;
  }

  /** Sends a request and answers the raw response whatever its status (for asserting errors). */
  async fetch(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<APIResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (!SAFE_METHODS.has(method)) {
      const token = await this.csrfToken();
      if (token && !('x-csrf-token' in headers)) headers['x-csrf-token'] = token;
    }
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return this.request.fetch(path, {
      method,
      headers,
      params: options.params,
      data: options.data,
      failOnStatusCode: false,
    });
  }

  /** Sends a request; throws ApiError unless the status is 2xx; answers the parsed JSON body (or undefined). */
  async call<T = unknown>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
    const res = await this.fetch(method, path, options);
    const body = await parseBody(res);
    if (!res.ok()) throw new ApiError(method, path, res.status(), body);
    return body as T;
  }

  get<T = unknown>(path: string, params?: ApiRequestOptions['params']): Promise<T> {
    return this.call<T>('GET', path, { params });
  }
  post<T = unknown>(path: string, data?: unknown, options: Omit<ApiRequestOptions, 'data'> = {}): Promise<T> {
    return this.call<T>('POST', path, { ...options, data });
  }
  put<T = unknown>(path: string, data?: unknown, options: Omit<ApiRequestOptions, 'data'> = {}): Promise<T> {
    return this.call<T>('PUT', path, { ...options, data });
  }
  patch<T = unknown>(
    path: string,
    data?: unknown,
    options: Omit<ApiRequestOptions, 'data'> = {},
  ): Promise<T> {
    return this.call<T>('PATCH', path, { ...options, data });
  }
  delete<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    return this.call<T>('DELETE', path, options);
  }

  async dispose(): Promise<void> {
    await this.request.dispose();
  }
}

/** The parts of GET /api/login_context that tests use most (see packages/contracts/src/auth.ts). */
export interface LoginContextLike {
  user: { id: number; user_name: string; is_owner: boolean; is_admin: boolean };
  merchant: { id: number; name: string; product_name: string };
}

async function parseBody(res: APIResponse): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers()['content-type'] ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** A short unique suffix for names of seeded records, so tests never collide (also across retries). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
}
