import type {
  PublicStore,
  PublicStoreCartInput,
  PublicStorePayAnswer,
  PublicStorePayBody,
  PublicStoreQuote,
} from '@paybook/contracts';

// Ruling 4; issue 27 point 4: the hosted page's three calls (no sign-in), with plain fetch. Only the
// contracts' types come along (no zod): the server validates, and its 400 names the fields.

export type PageParams = { url_subdomain: string; url_name: string };

/** An answer other than 2xx, or no answer: its status (0 without one), message and fields' messages. */
export class ApiFailure extends Error {
  readonly status: number;
  /** `error.details` by property, e.g. { 'customer.email': 'Enter an e-mail address' }. */
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.fields = fields;
  }
}

type ErrorDetail = { property?: unknown; message?: unknown };

/** The one error shape `{ error: { code, message, details? } }` (ARCHITECTURE.md "Errors"), read loosely. */
function failureOf(status: number, body: unknown): ApiFailure {
  const error = (body as { error?: { message?: unknown; details?: unknown } } | null)?.error;
  const fields: Record<string, string> = {};
  if (Array.isArray(error?.details)) {
    for (const detail of error.details as ErrorDetail[]) {
      if (typeof detail?.property === 'string' && typeof detail.message === 'string')
        fields[detail.property] = detail.message;
    }
  }
  return new ApiFailure(status, typeof error?.message === 'string' ? error.message : '', fields);
}

/** Ruling 13: a signed-in visitor's session is guarded by its CSRF cookie, sent back as a header. */
function csrfToken(): string | undefined {
  const match = /(?:^|;\s*)csrf_token=([^;]*)/.exec(document.cookie);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

async function call<T>(
  params: PageParams,
  suffix: '' | '/quote' | '/pay',
  init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const url = `/api/public/store/${encodeURIComponent(params.url_subdomain)}/${encodeURIComponent(params.url_name)}${suffix}`;
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    const token = csrfToken();
    if (token) headers['x-csrf-token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiFailure(0, '');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failureOf(response.status, body);
  return body as T;
}

/** GET /api/public/store/{url_subdomain}/{url_name}: the page; 404 when it is not taking orders. */
export const getPublicStore = (params: PageParams, signal?: AbortSignal) =>
  call<PublicStore>(params, '', { signal });

/** POST …/quote: the server's prices for the cart. */
export const quotePublicStore = (params: PageParams, cart: PublicStoreCartInput, signal?: AbortSignal) =>
  call<PublicStoreQuote>(params, '/quote', { body: cart, signal });

/** POST …/pay with the attempt's Idempotency-Key (a retry of the same attempt reuses it). */
export const payPublicStore = (params: PageParams, body: PublicStorePayBody, key: string) =>
  call<PublicStorePayAnswer>(params, '/pay', { body, headers: { 'Idempotency-Key': key } });
