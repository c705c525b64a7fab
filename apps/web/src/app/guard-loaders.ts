import type { LoaderFunctionArgs } from 'react-router';

// Issue 14 point 6: the loaders' code (the domain's route table and guards, the query client) loads with
// the first route that has a loader, not with the sign-in page; it is a chunk of its own, so a redirect
// never waits for a screen's code either.
const guards = () => import('./route-guards').then((m) => m.loaders);

/** The loaders of routes.tsx (route-loaders.ts), each loading the guards' chunk on its first call. */
export const loaders = {
  app: async (args: LoaderFunctionArgs) => (await guards()).app(args),
  rootRedirect: async (args: LoaderFunctionArgs) => (await guards()).rootRedirect(args),
  guard: (routeId: string) => async (args: LoaderFunctionArgs) => (await guards()).guard(routeId)(args),
  support: async () => (await guards()).support(),
};
