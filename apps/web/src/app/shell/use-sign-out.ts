import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

/**
 * Signs out (POST /api/logout) and goes to /login; the cached data of the session is dropped
 * once the signed-in screens are gone, so nothing refetches on the way out.
 */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(
    async (target = '/login') => {
      try {
        await logout.mutateAsync();
      } catch {
        // The session may already be gone on the server; the user is signed out either way.
      }
      await navigate(target, { replace: true });
      queryClient.removeQueries();
    },
    [logout, navigate, queryClient],
  );

  return { signOut, isSigningOut: logout.isPending };
}
