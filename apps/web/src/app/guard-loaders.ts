// Issue 14 point 6: the loaders' code (the domain's route table and guards, the query client) loads with
// the first route that has a loader, not with the sign-in page, so a redirect never waits for a screen's
// code either. The signed-in app's routes (app-routes.tsx) share its chunk and call it directly.
const guards = () => import('./route-guards').then((m) => m.loaders);

/** The loaders of routes.tsx (route-loaders.ts), each loading the guards' chunk on its first call. */
export const loaders = {
  support: async () => (await guards()).support(),
};
