import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { setUnauthenticatedHandler } from '@/lib/api-client';
import { loginPath } from './login-path';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { createRoutes, DATA_ROUTE_ID } from './routes';
import { FullPageLoader } from './shell/full-page-loader';

let appRoutesAdded: Promise<void> | null = null;

/**
 * A path that no route matches yet is the signed-in app's (or unknown, which its catch-all shows): its
 * routes (app-routes.tsx) join the data layout once, on the first such navigation (issue 14 point 6),
 * loaded in one round trip with the session read right behind them (app-routes-loader.ts, issue 14 point 7).
 */
const addAppRoutes: PatchRoutesOnNavigationFunction = ({ matches, patch }) => {
  // A public page matched by its parameters (/pay/invoice/{token}, /book/{subdomain}) is
  // whole: React Router asks anyway, as a static app route could be more specific, but none lies under a
  // public page's path, and loading them would put the back office's code on the customer's page.
  if (matches.at(-1)?.route.path) return;
  appRoutesAdded ??= import('./app-routes-loader')
    .then(({ loadAppRoutes }) => loadAppRoutes())
    .then(
      ({ createAppRoutes }) => patch(DATA_ROUTE_ID, createAppRoutes()),
      (error: unknown) => {
        // A failed download is tried again on the next navigation.
        appRoutesAdded = null;
        throw error;
      },
    );
  return appRoutesAdded;
};

/** The data router with browser history (ruling 3). */
export const router = createBrowserRouter(
  [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: FullPageLoader,
      children: createRoutes(),
    },
  ],
  { patchRoutesOnNavigation: addAppRoutes },
);

// A call that finds the session gone sends the user to sign in again, then drops the
// previous user's cached data (after the screens that showed it are gone).
setUnauthenticatedHandler(() => {
  const location = router.state.navigation.location ?? router.state.location;
  if (location.pathname === '/login' || location.pathname === '/support/login') return;
  const target = location.pathname.startsWith('/support') ? '/support/login' : loginPath(location);
  void router
    .navigate(target, { replace: true })
    .then(() => import('@/lib/query-client'))
    .then(({ queryClient }) => queryClient.removeQueries());
});
