import { createBrowserRouter } from 'react-router';
import { setUnauthenticatedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { loginPath } from './route-loaders';
import { createRoutes } from './routes';
import { FullPageLoader } from './shell/full-page-loader';

/** The data router with browser history (ruling 3). */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: createRoutes(queryClient),
  },
]);

// A call that finds the session gone sends the user to sign in again, then drops the
// previous user's cached data (after the screens that showed it are gone).
setUnauthenticatedHandler(() => {
  const location = router.state.navigation.location ?? router.state.location;
  if (location.pathname === '/login' || location.pathname === '/support/login') return;
  const target = location.pathname.startsWith('/support') ? '/support/login' : loginPath(location);
  void router.navigate(target, { replace: true }).then(() => queryClient.removeQueries());
});
