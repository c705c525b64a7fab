import { screen } from './lazy-screen';

// Issue 14 point 7: the signed-in app's code used to arrive in a chain of round trips: the routes' chunk,
// then its imports, theirs in turn (four levels), and once the routes were in, the calendar's chunk and its
// imports (two levels more). The entry loads this small chunk first (router.tsx): its dynamic imports alone
// carry the full list of the chunks each imports (vite.config.ts), so each graph comes in one round trip,
// and the sign-in page, which never loads this chunk, carries no list.

/** The calendar's screen (app-routes.tsx): here, so its import carries the list of the calendar's chunks. */
export const calendarScreen = screen(
  () =>
    import('@/features/calendar/pages/calendar-page').then((m) => ({
      Component: m.CalendarPage,
    })),
  ['app-shell', 'calendar', 'calendar-modals', 'staff'],
);

/**
 * The signed-in app's routes. Their loaders' first call, the session read, starts as soon as they are in,
 * before the router asks for the screens' code and texts, so it does not queue behind those downloads.
 */
export async function loadAppRoutes(): Promise<typeof import('./app-routes')> {
  const [routes, { loaders }] = await Promise.all([import('./app-routes'), import('./route-guards')]);
  loaders.readSession();
  return routes;
}
