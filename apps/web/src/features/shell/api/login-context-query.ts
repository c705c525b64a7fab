// The login context's fetch and query, apart from its hook: the first page's loaders need only these
// (issue 14 point 6: no query observer in the first download).
import type { LoginContext } from '@paybook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productName } from '@/lib/product-name';
import { authKeys } from '@/lib/query-keys';
import { sessionClock } from '@/lib/session-clock';

interface GetLoginContextOptions {
  signal?: AbortSignal;
  /** Off in the app's loader, which turns a 401 into a redirect to /login?next=… itself. */
  redirectOnUnauthenticated?: boolean;
}

/** GET /api/login_context: the signed-in user, merchant, rights, claims, features, session and config. */
export async function getLoginContext(options: GetLoginContextOptions = {}): Promise<LoginContext> {
  // Not through callEndpoint (issue 23 point 2): the declaration would bring its zod schemas into
  // the first page (issue 14 point 6: 26 KB of gzipped JavaScript more).
  const context = await api.get<LoginContext>('/login_context', options);
  sessionClock.setIdleExpiresAt(context.session.idle_expires_at);
  productName.set(context.config.product_display_name);
  return context;
}

export const loginContextQueryOptions = (options: Omit<GetLoginContextOptions, 'signal'> = {}) =>
  queryOptions({
    queryKey: authKeys.loginContext(),
    queryFn: ({ signal }) => getLoginContext({ ...options, signal }),
    staleTime: 60_000,
    meta: { localErrors: true },
  });
