import type { LoginContext } from '@paybook/contracts';
import { canPerform, PICKER_PAGE_SIZE, todayInTimeZone, weekStartOf } from '@paybook/domain';
import type { DefaultError, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { serviceProvidersQueryOptions } from '@/features/staff/api/get-service-providers';
import { subjectFor } from '@/lib/access-subject';
import { PHONE_QUERY } from '../lib/calendar-layout';
import { type CalendarSearch, readCalendarSearch } from '../lib/calendar-search-params';
import { lastCalendarPlace } from '../lib/last-calendar-place';
import { calendarDayQueryOptions } from './get-calendar-day';
import { calendarWeekQueryOptions } from './get-calendar-week';

/** Who looks at the calendar: with manage_appointments any provider's week, else only their own (spec 1 §2.3). */
export function calendarViewer(context: LoginContext): {
  canChooseProvider: boolean;
  ownProviderId: number | null;
} {
  return {
    canChooseProvider: canPerform(subjectFor(context), 'appointments.all-providers'),
    ownProviderId: context.user.service_provider_id,
  };
}

/**
 * The provider whose week is shown: the one in the address, else the user's own, else (someone who manages
 * appointments without an own calendar) the first provider by name; without the right, only their own.
 */
export function shownProviderId(
  viewer: ReturnType<typeof calendarViewer>,
  viewProvider: number | null,
  firstProviderId: number | null,
): number | null {
  return viewer.canChooseProvider
    ? (viewProvider ?? viewer.ownProviderId ?? firstProviderId)
    : viewer.ownProviderId;
}

/**
 * The first day (the merchant's week start, issue 16 point 9) of the week shown: a phone shows the week of
 * its day (the address's date, else its week); a desktop the address's week, else the phone's day, else
 * the merchant's current week.
 */
export function shownWeekStart(
  search: Pick<CalendarSearch, 'week' | 'date'>,
  weekStartsOn: number,
  merchantToday: string,
  isPhone: boolean,
): string {
  const shown = isPhone ? (search.date ?? search.week) : (search.week ?? search.date);
  return weekStartOf(shown ?? merchantToday, weekStartsOn);
}

/**
 * The day shown by a phone and by the providers' day (issue 24 point 3): the address's date, else its
 * week's first day, else the merchant's today.
 */
export function shownDay(search: Pick<CalendarSearch, 'week' | 'date'>, merchantToday: string): string {
  return search.date ?? search.week ?? merchantToday;
}

/** Whether the screen is a phone's (the page's own media query; none outside a browser). */
const isPhoneScreen = () => globalThis.matchMedia?.(PHONE_QUERY).matches ?? false;

/** Starts a query the cache does not hold yet; one it holds is the screen's to refresh, as before. */
function fetchIfMissing<T, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, DefaultError, T, TKey>,
): void {
  if (queryClient.getQueryData(options.queryKey) !== undefined) return;
  // The screen shows a failure from its own query of the same key.
  queryClient.fetchQuery(options).catch(() => undefined);
}

/**
 * Issue 14 point 7: the calendar's route starts the week and the providers the page will ask for (or the
 * providers' day), with the page's query keys and fetch functions, once its guard has let the user in, so they load beside the
 * screen's code instead of after it. The provider and week are chosen as the page chooses them; only
 * without a provider in the address or an own calendar does the week wait for the providers.
 */
export function prefetchCalendar(
  queryClient: QueryClient,
  context: LoginContext,
  search: URLSearchParams,
): void {
  const viewer = calendarViewer(context);
  const weekStartsOn = context.merchant.week_starts_on;
  const shown = readCalendarSearch(search, weekStartsOn);
  const { viewProvider } = shown;
  const merchantToday = todayInTimeZone(context.merchant.time_zone);
  const providers = serviceProvidersQueryOptions(PICKER_PAGE_SIZE);
  if (viewer.canChooseProvider) fetchIfMissing(queryClient, providers);
  // Issue 24 point 3: the providers' day is one call, whoever the user is.
  if (shown.view === 'day-all') {
    fetchIfMissing(queryClient, calendarDayQueryOptions(shownDay(shown, merchantToday)));
    return;
  }
  const weekStart = shownWeekStart(shown, weekStartsOn, merchantToday, isPhoneScreen());
  const fetchWeek = (providerId: number | null) => {
    if (providerId !== null) fetchIfMissing(queryClient, calendarWeekQueryOptions(providerId, weekStart));
  };

  const providerId = shownProviderId(viewer, viewProvider, null);
  if (providerId !== null) fetchWeek(providerId);
  else if (viewer.canChooseProvider)
    queryClient.ensureQueryData(providers).then(
      (page) => fetchWeek(shownProviderId(viewer, viewProvider, page.data[0]?.id ?? null)),
      () => undefined,
    );
}

/**
 * Issue 24 point 3: a plain /appointments (the navigation's link, the home redirect) goes to the place the
 * user last left the calendar in (last-calendar-place.ts): the address to replace it with, or null.
 */
export function calendarAddressToRestore(context: LoginContext, url: URL): string | null {
  if (url.search !== '') return null;
  const place = lastCalendarPlace(
    globalThis.localStorage,
    context.user.id,
    todayInTimeZone(context.merchant.time_zone),
  );
  return place === null ? null : `${url.pathname}?${place}`;
}
