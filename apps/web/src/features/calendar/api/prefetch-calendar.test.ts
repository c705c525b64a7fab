import type { LoginContext } from '@paybook/contracts';
import { PICKER_PAGE_SIZE } from '@paybook/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffKeys } from '@/features/staff/api/staff-keys';
import { calendarKeys } from './calendar-keys';

// Issue 14 point 7: the calendar's route starts the page's own queries. The server is stubbed: the test is
// about which calls go out, under which keys, and that the cache's answers are left to the page.
const server = vi.hoisted(() => ({ calls: [] as string[], firstProviderId: 7 as number | undefined }));
// The calls go through their declarations (callEndpoint), which send them with apiRequest.
vi.mock('@/lib/api-client', () => ({
  apiRequest: (_method: string, path: string) => {
    server.calls.push(path);
    if (path === '/service_providers') {
      const data = server.firstProviderId === undefined ? [] : [{ id: server.firstProviderId }];
      return Promise.resolve({ data });
    }
    return Promise.resolve({ time_zone: 'America/New_York', days: [] });
  },
}));
// The subject is the login context's rights alone here.
vi.mock('@/lib/access-subject', () => ({
  subjectFor: (context: LoginContext) => ({ rights: new Set(context.user.access_rights) }),
}));

const { prefetchCalendar, shownProviderId } = await import('./prefetch-calendar');

function contextOf(rights: string[], ownProviderId: number | null, weekStartsOn = 0): LoginContext {
  return {
    user: { access_rights: rights, service_provider_id: ownProviderId },
    merchant: { time_zone: 'America/New_York', week_starts_on: weekStartsOn },
  } as unknown as LoginContext;
}

const MANAGER = ['manage_appointments'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the calendar route starts the page’s queries (issue 14 point 7)', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    server.calls = [];
    server.firstProviderId = 7;
  });

  it('loads the week in the address and the providers at once, under the page’s keys', async () => {
    prefetchCalendar(
      queryClient,
      contextOf(MANAGER, 3),
      new URLSearchParams('week=2026-12-30&viewProvider=5'),
    );
    expect(server.calls).toEqual(['/service_providers', '/service_provider/5/calendar_week/20261227']);
    await settle();
    expect(queryClient.getQueryData(calendarKeys.week(5, '2026-12-27'))).toBeDefined();
    expect(queryClient.getQueryData(staffKeys.providers(PICKER_PAGE_SIZE))).toBeDefined();
  });

  it('counts the week from the merchant’s first day (issue 16 point 9)', () => {
    prefetchCalendar(
      queryClient,
      contextOf(MANAGER, 3, 1),
      new URLSearchParams('week=2026-12-30&viewProvider=5'),
    );
    expect(server.calls).toContain('/service_provider/5/calendar_week/20261228');
  });

  it('shows someone without manage_appointments only their own week, without the providers', () => {
    prefetchCalendar(queryClient, contextOf([], 3), new URLSearchParams('week=2026-12-27&viewProvider=5'));
    expect(server.calls).toEqual(['/service_provider/3/calendar_week/20261227']);
  });

  it('waits for the providers when neither the address nor the user names one', async () => {
    prefetchCalendar(queryClient, contextOf(MANAGER, null), new URLSearchParams('week=2026-12-27'));
    expect(server.calls).toEqual(['/service_providers']);
    await settle();
    expect(server.calls).toEqual(['/service_providers', '/service_provider/7/calendar_week/20261227']);
  });

  it('asks for nothing the cache holds: refreshing it stays the page’s', async () => {
    queryClient.setQueryData(calendarKeys.week(5, '2026-12-27'), { days: [] });
    queryClient.setQueryData(staffKeys.providers(PICKER_PAGE_SIZE), { data: [] });
    prefetchCalendar(
      queryClient,
      contextOf(MANAGER, 3),
      new URLSearchParams('week=2026-12-27&viewProvider=5'),
    );
    await settle();
    expect(server.calls).toEqual([]);
  });

  it('loads the providers’ day in one call for the day of the address (issue 24 point 3)', () => {
    prefetchCalendar(queryClient, contextOf(MANAGER, 3), new URLSearchParams('view=day-all&date=2026-12-30'));
    expect(server.calls).toEqual(['/service_providers', '/calendar_day/20261230']);
    prefetchCalendar(
      new QueryClient(),
      contextOf([], 3),
      new URLSearchParams('view=day-all&week=2026-12-27'),
    );
    expect(server.calls.slice(2)).toEqual(['/calendar_day/20261227']);
  });

  it('chooses the provider as the page does', () => {
    const manager = { canChooseProvider: true, ownProviderId: 3 };
    expect(shownProviderId(manager, 5, 7)).toBe(5);
    expect(shownProviderId(manager, null, 7)).toBe(3);
    expect(shownProviderId({ canChooseProvider: true, ownProviderId: null }, null, 7)).toBe(7);
    expect(shownProviderId({ canChooseProvider: false, ownProviderId: 3 }, 5, 7)).toBe(3);
    expect(shownProviderId({ canChooseProvider: false, ownProviderId: null }, 5, 7)).toBeNull();
  });
});
