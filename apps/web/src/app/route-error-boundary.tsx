import { lazy, Suspense } from 'react';

// Issue 14 point 6: the error page's code loads when a route fails, not with the first page.
const RouteErrorPage = lazy(() => import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })));

/** The root route's error boundary: the error page (route-error-page.tsx), loaded on demand. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
