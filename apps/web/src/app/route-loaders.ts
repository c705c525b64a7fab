import type { LoginContext } from '@paybook/contracts';
import { forwardedQuery, refusedRoute } from '@paybook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { calendarAddressToRestore, prefetchCalendar } from '@/features/calendar/api/prefetch-calendar';
import { loginContextQueryOptions } from '@/features/shell/api/login-context-query';
import { supportContextQueryOptions } from '@/features/support/api/support-context-query';
import { noteRefusedRoute } from '@/lib/access-notice';
import { subjectFor } from '@/lib/access-subject';
import { isApiError } from '@/lib/api-client';
import { builtTarget, guardAppRoute, homePath } from '@/lib/route-access';
import { loginPath } from './login-path';

export function createLoaders(queryClient: QueryClient) {
  /** The login context, or a redirect to /login?next=… when nobody is signed in. */
  async function loadLoginContext(request: Request): Promise<LoginContext> {
    const options = loginContextQueryOptions({ redirectOnUnauthenticated: false });
    try {
      // An invalidated context (a plan change, a role change) is fetched again before a redirect reads it:
      // ensureQueryData would answer the old one while no mounted query refetches it.
      return queryClient.getQueryState(options.queryKey)?.isInvalidated
        ? await queryClient.fetchQuery(options)
        : await queryClient.ensureQueryData(options);
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw redirect(loginPath(new URL(request.url)));
      throw error;
    }
  }

  /** The login context when the user may see the route; a redirect home when not (null: stays put). */
  async function guardedContext(
    routeId: string,
    { request, params }: LoaderFunctionArgs,
  ): Promise<LoginContext | null> {
    const context = await loadLoginContext(request);
    // The route's own parameters fill a redirect target that names them (e.g. /settings/verify/:code).
    const routeParams = Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const subject = subjectFor(context);
    const verdict = guardAppRoute(subject, routeId, routeParams);
    if (!('redirectTo' in verdict)) return context;
    const target = builtTarget(verdict.redirectTo, subject);
    // Never bounce to the page itself (the welcome page is the last resort).
    if (target === new URL(request.url).pathname) return null;
    // Issue 24 point 2: the page they land on says which screen they may not open.
    const refused = refusedRoute(subject, routeId);
    if (refused) noteRefusedRoute(refused.id, target);
    throw replace(`${target}${forwardedQuery(routeId, target, new URL(request.url).searchParams)}`);
  }

  return {
    /**
     * Starts the session read the loaders below wait for, ahead of them (app-routes-loader.ts, issue 14
     * point 7); they find it in flight or answered. A failure is theirs to handle.
     */
    readSession: () => {
      void queryClient.prefetchQuery(loginContextQueryOptions({ redirectOnUnauthenticated: false }));
    },

    /** The signed-in app's layout route. */
    app: async ({ request }: LoaderFunctionArgs) => {
      await loadLoginContext(request);
      return null;
    },

    /** '' and '/' go to the home target (spec 1 §2.1, §2.2), replacing the history entry. */
    rootRedirect: async ({ request }: LoaderFunctionArgs) => {
      const context = await loadLoginContext(request);
      throw replace(homePath(subjectFor(context)));
    },

    /** A route the user may not see sends them home, with no history entry (spec 1 §2.1). */
    guard: (routeId: string) => async (args: LoaderFunctionArgs) => {
      await guardedContext(routeId, args);
      return null;
    },

    /**
     * The calendar's guard; once it lets the user in, a plain address goes to the place they left the
     * calendar in (issue 24 point 3), and the week and providers the page shows start loading beside the
     * page's code (issue 14 point 7). Not awaited: the page shows them loading as before.
     */
    calendar: async (args: LoaderFunctionArgs) => {
      const context = await guardedContext('appointments', args);
      if (!context) return null;
      const url = new URL(args.request.url);
      const restored = calendarAddressToRestore(context, url);
      if (restored !== null) throw replace(restored);
      prefetchCalendar(queryClient, context, url.searchParams);
      return null;
    },

    /** The support console: its own sign-in (ruling 11). */
    support: async () => {
      try {
        await queryClient.ensureQueryData(supportContextQueryOptions());
      } catch (error) {
        if (isApiError(error) && error.status === 401) throw redirect('/support/login');
        throw error;
      }
      return null;
    },
  };
}
