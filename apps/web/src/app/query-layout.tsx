import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';

/**
 * The query client's provider for every route but the sign-in page (routes.tsx), which posts with the api
 * client alone: TanStack Query loads with the first route that reads data (issue 14 point 6).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
