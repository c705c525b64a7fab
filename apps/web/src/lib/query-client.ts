import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { accessStamp } from './access-stamp';
import { type ApiError, isApiError } from './api-error';
import { notifyError } from './notify';
import { authKeys } from './query-keys';

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

// Decision 170: the user's role, rights or tier changed on the server; the navigation reads them again.
accessStamp.onChange(() => {
  void queryClient.invalidateQueries({ queryKey: authKeys.loginContext() });
});
