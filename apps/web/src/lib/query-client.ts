import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from './api-error';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | Error;
    /** `localErrors`: the screen shows this call's failures itself; no global notification. */
    queryMeta: { localErrors?: boolean };
    mutationMeta: { localErrors?: boolean };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.localErrors) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.localErrors) notifyError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry; a network hiccup or 5xx may.
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
