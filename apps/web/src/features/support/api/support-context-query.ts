// The support context's fetch and query, apart from its hook (see login-context-query.ts).
import type { SupportContext } from '@paybook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from '@/lib/query-keys';

/** GET /api/support/context: who is signed in to the support console. */
export function getSupportContext(signal?: AbortSignal): Promise<SupportContext> {
  // The console's loader sends a 401 to /support/login, not to the merchant sign-in.
  // Not through callEndpoint (issue 23 point 2): the declaration would bring its zod schemas into
  // the first page (issue 14 point 6: 26 KB of gzipped JavaScript more).
  return api.get<SupportContext>('/support/context', { signal, redirectOnUnauthenticated: false });
}

export const supportContextQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.context(),
    queryFn: ({ signal }) => getSupportContext(signal),
    meta: { localErrors: true },
  });
