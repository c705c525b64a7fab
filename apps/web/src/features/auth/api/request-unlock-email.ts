import { api } from '@/lib/api-client';

/**
 * POST /api/login_unlock_request (issue 13 §5): e-mails a locked user a link that ends the lock; the
 * answer is the same whether or not the user name exists or is locked. Called by the sign-in page, which
 * has no query client (issue 14 point 6), so without a mutation hook.
 */
export function requestUnlockEmail(userName: string): Promise<unknown> {
  // Not through callEndpoint (issue 23 point 2): the declaration would bring its zod schemas into
  // the first page (issue 14 point 6: 26 KB of gzipped JavaScript more).
  return api.post<unknown>(
    '/login_unlock_request',
    { user_name: userName },
    { redirectOnUnauthenticated: false },
  );
}
