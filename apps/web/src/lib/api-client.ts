import { accessStamp } from './access-stamp';
import { ApiError, type ErrorFallback, hasErrorShape } from './api-error';
import { pendingRequests } from './pending-requests';
import { sessionClock } from './session-clock';

export { ApiError, isAbortError, isApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on booking calls (ARCHITECTURE.md "Idempotency"). */
  headers?: Record<string, string>;
  /**
   * Whether a 401 UNAUTHENTICATED / SESSION_EXPIRED answer sends the user to /login.
   * Off for the sign-in calls themselves and for loaders that redirect on their own.
   */
  redirectOnUnauthenticated?: boolean;
  /**
   * Answers the 2xx Response itself, its body unread, for a caller that reads a long body as it arrives
   * (a report's CSV export, issue 28 point 5); a failure is read and thrown as any other.
   */
  stream?: boolean;
}

type UnauthenticatedHandler = (error: ApiError) => void;
let onUnauthenticated: UnauthenticatedHandler = () => {};

/** The router installs this: it knows where the user is and how to go to /login?next=… */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler) {
  onUnauthenticated = handler;
}

/** Ruling 13: the double-submit CSRF token is the `csrf_token` cookie that sign-in sets. */
function readCsrfToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrf_token') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Issue 24 point 1: an answer without the one error shape (a proxy's page) gets its status's code and
 * wording. The wordings load only then, so they stay out of the first page's download; none when even
 * that fails (the network is gone).
 */
async function fallbackOf(status: number, body: unknown): Promise<ErrorFallback | undefined> {
  if (hasErrorShape(body)) return undefined;
  try {
    return (await import('./error-fallback')).errorFallbackOf(status);
  } catch {
    return undefined;
  }
}

/** Calls the JSON API under /api. Answers the parsed body; throws ApiError for any non-2xx answer. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const payload = options.body;
  // A FormData body (an image upload) sets its own multipart content type and boundary.
  const isForm = payload instanceof FormData;
  if (payload !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCsrfToken();
    if (token) headers['x-csrf-token'] = token;
  }

  pendingRequests.start();
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: isForm || payload === undefined ? payload : JSON.stringify(payload),
      credentials: 'same-origin',
      signal: options.signal,
    });
    // Every authenticated answer moves the idle expiry (spec 1 §4.3).
    sessionClock.setServerDate(response.headers.get('date'));
    sessionClock.setIdleExpiresAt(response.headers.get('x-session-idle-expires-at'));
    // A role or rights change shows on the next request (decision 170).
    accessStamp.observe(response.headers.get('x-access-stamp'));

    if (options.stream && response.ok) return response as T;
    const body = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(response.status, body, await fallbackOf(response.status, body));
      if (error.isUnauthenticated && options.redirectOnUnauthenticated !== false) {
        sessionClock.clear();
        onUnauthenticated(error);
      }
      throw error;
    }
    return body as T;
  } finally {
    pendingRequests.finish();
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
