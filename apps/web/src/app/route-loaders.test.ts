import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// The loaders read the login context through the query client; what the server answers and what the home
// target is are stubbed, so the test is about when the loader asks again.
const server = vi.hoisted(() => ({
  home: '/appointments',
  calls: 0,
  mayShow: true,
  /** The route the domain says the user may not open (refusedRoute), if any. */
  refused: null as string | null,
  prefetched: [] as string[],
  lastPlace: null as string | null,
}));
vi.mock('@paybook/domain', async (original) => ({
  ...(await original<typeof import('@paybook/domain')>()),
  refusedRoute: () => (server.refused ? { id: server.refused } : null),
}));
vi.mock('@/features/shell/api/login-context-query', () => ({
  loginContextQueryOptions: () => ({
    queryKey: ['auth', 'login-context'],
    queryFn: () => {
      server.calls += 1;
      return Promise.resolve({ home: server.home });
    },
    staleTime: 60_000,
  }),
}));
vi.mock('@/lib/access-subject', () => ({ subjectFor: (context: { home: string }) => context }));
vi.mock('@/lib/route-access', () => ({
  homePath: (subject: { home: string }) => subject.home,
  builtTarget: (target: string) => target,
  guardAppRoute: (subject: { home: string }) => (server.mayShow ? {} : { redirectTo: subject.home }),
}));
vi.mock('@/features/calendar/api/prefetch-calendar', () => ({
  prefetchCalendar: (_client: unknown, _context: unknown, search: URLSearchParams) =>
    server.prefetched.push(search.toString()),
  calendarAddressToRestore: (_context: unknown, url: URL) =>
    url.search === '' && server.lastPlace !== null ? `${url.pathname}?${server.lastPlace}` : null,
}));

const { createLoaders } = await import('./route-loaders');
const { accessNote, clearAccessNote } = await import('@/lib/access-notice');

/** Where a loader sends the user (null: it lets them in). */
async function thrownTarget(load: () => Promise<unknown>): Promise<string | null> {
  try {
    await load();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
}

function loaderArgs(url: string) {
  const request = new Request(url);
  return { request, url: new URL(request.url), pattern: '/appointments', params: {}, context: undefined };
}

function redirectTarget(loaders: ReturnType<typeof createLoaders>): Promise<string | null> {
  return thrownTarget(() => loaders.rootRedirect(loaderArgs('http://localhost/')));
}

describe('route loaders', () => {
  it('answer the cached login context while it is fresh', async () => {
    const queryClient = new QueryClient();
    const loaders = createLoaders(queryClient);
    server.home = '/appointments';
    server.calls = 0;
    expect(await redirectTarget(loaders)).toBe('/appointments');
    expect(await redirectTarget(loaders)).toBe('/appointments');
    expect(server.calls).toBe(1);
  });

  it('fetch an invalidated login context again before redirecting (a plan change lands on the new home)', async () => {
    const queryClient = new QueryClient();
    const loaders = createLoaders(queryClient);
    server.home = '/appointments';
    server.calls = 0;
    expect(await redirectTarget(loaders)).toBe('/appointments');
    // The upgrade invalidates the context while no mounted query refetches it.
    server.home = '/welcome';
    await queryClient.invalidateQueries({ queryKey: ['auth', 'login-context'], refetchType: 'none' });
    expect(await redirectTarget(loaders)).toBe('/welcome');
    expect(server.calls).toBe(2);
  });

  it('start the calendar’s data once its guard lets the user in, and not for a user it sends home (issue 14 point 7)', async () => {
    const loaders = createLoaders(new QueryClient());
    server.prefetched = [];
    server.mayShow = true;
    const url = 'http://localhost/appointments?week=2026-12-27&viewProvider=1';
    expect(await thrownTarget(() => loaders.calendar(loaderArgs(url)))).toBeNull();
    expect(server.prefetched).toEqual(['week=2026-12-27&viewProvider=1']);

    server.mayShow = false;
    server.home = '/welcome';
    const denied = createLoaders(new QueryClient());
    expect(await thrownTarget(() => denied.calendar(loaderArgs(url)))).toBe('/welcome');
    expect(server.prefetched).toHaveLength(1);
  });

  it('send a plain /appointments to the place the user left the calendar in, then start its data (issue 24 point 3)', async () => {
    const loaders = createLoaders(new QueryClient());
    server.prefetched = [];
    server.mayShow = true;
    server.lastPlace = 'view=day-all&date=2026-12-29';
    const plain = 'http://localhost/appointments';
    expect(await thrownTarget(() => loaders.calendar(loaderArgs(plain)))).toBe(
      '/appointments?view=day-all&date=2026-12-29',
    );
    expect(server.prefetched).toEqual([]);
    const restored = 'http://localhost/appointments?view=day-all&date=2026-12-29';
    expect(await thrownTarget(() => loaders.calendar(loaderArgs(restored)))).toBeNull();
    expect(server.prefetched).toEqual(['view=day-all&date=2026-12-29']);
    server.lastPlace = null;
  });

  it('note the screen a user may not open before sending them home, and nothing for a mere redirect (issue 24 point 2)', async () => {
    server.mayShow = false;
    server.home = '/pos';
    clearAccessNote();
    server.refused = null;
    const loaders = createLoaders(new QueryClient());
    const args = loaderArgs('http://localhost/settings/business-settings');
    expect(await thrownTarget(() => loaders.guard('settings')(args))).toBe('/pos');
    expect(accessNote.getSnapshot()).toBeNull();

    server.refused = 'settings.business';
    expect(await thrownTarget(() => loaders.guard('settings.business')(args))).toBe('/pos');
    expect(accessNote.getSnapshot()).toEqual({ routeId: 'settings.business', landingPath: '/pos' });
    server.refused = null;
    server.mayShow = true;
  });

  it('carry toState and toParams along /settings to the business settings (spec 3 §2.5), not to a refusal', async () => {
    server.mayShow = false;
    const args = loaderArgs('http://localhost/settings?toState=pos&toParams=%7B%7D&x=1');
    server.home = '/settings/business-settings';
    expect(await thrownTarget(() => createLoaders(new QueryClient()).guard('settings')(args))).toBe(
      '/settings/business-settings?toState=pos&toParams=%7B%7D',
    );
    server.home = '/settings/profile';
    expect(await thrownTarget(() => createLoaders(new QueryClient()).guard('settings')(args))).toBe(
      '/settings/profile',
    );
    server.mayShow = true;
  });
});
