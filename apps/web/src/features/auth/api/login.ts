import type { LoginBody, LoginResponse } from '@paybook/contracts';
import { api } from '@/lib/api-client';

/**
 * Ruling 13: POST /api/login sets the session and csrf_token cookies. Whatever the query cache held
 * belonged to the previous session, so it is dropped. No mutation hook: the sign-in page has no query
 * client (issue 14 point 6), so the cache is reached only when it exists.
 */
export async function login(body: LoginBody): Promise<LoginResponse> {
  // Not through callEndpoint (issue 23 point 2): the declaration would bring its zod schemas into
  // the first page (issue 14 point 6: 26 KB of gzipped JavaScript more).
  const answer = await api.post<LoginResponse>('/login', body, { redirectOnUnauthenticated: false });
  const { queryClient } = await import('@/lib/query-client');
  queryClient.removeQueries();
  return answer;
}
