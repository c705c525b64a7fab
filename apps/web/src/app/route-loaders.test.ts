import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// The loaders read the login context through the query client; what the server answers and what the home
// target is are stubbed, so the test is about when the loader asks again.
const server = vi.hoisted(() => ({ home: '/appointments', calls: 0 }));
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
vi.mock('./route-access', () => ({ homePath: (subject: { home: string }) => subject.home }));

const { createLoaders } = await import('./route-loaders');

async function redirectTarget(loaders: ReturnType<typeof createLoaders>): Promise<string | null> {
  const request = new Request('http://localhost/');
  try {
    await loaders.rootRedirect({
      request,
      url: new URL(request.url),
      pattern: '/',
      params: {},
      context: undefined,
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
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
});
