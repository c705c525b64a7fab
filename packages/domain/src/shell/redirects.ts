// spec 1 §2.1: default route, redirects, the home-target fallback, the xenon redirect and the
// expired free trial. A redirect replaces the browser location (no history entry).
import { meets } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { homeTarget, userHome } from './home-target.ts';
import { fillPath, normalizePathname } from './path-match.ts';
import type { AppRoute, RouteParams } from './route-types.ts';
import { findRoute, routeForPath } from './routes.ts';

export type GuardResult = { allowed: true } | { redirectTo: string };

export const PROFILE_PATH = '/settings/profile';
/** Where a chain of redirects ends when it would loop: a page every signed-in user may open. */
export const SAFE_FALLBACK_PATH = PROFILE_PATH;
export const EXPIRED_PATH = '/expired';
const MAX_REDIRECTS = 8;

/**
 * Routes an expired free trial may still open: the expired page, the upgrade flow, and the
 * user's own profile and MFA settings (so an MFA requirement can always be met).
 */
export const EXPIRED_TRIAL_ROUTE_IDS: ReadonlySet<string> = new Set([
  'expired',
  'upgrade',
  'settings.profile',
  'settings.multi-factor-authentication',
]);

/** spec 2 §4: an expired free trial (product free_trial, not onboarding, 0 days left). */
export function isFreeTrialExpiredSubject(subject: AccessSubject): boolean {
  return subject.productName === 'free_trial' && subject.freeTrialExpired;
}

/** Issue 16 point 8: the user's one home (userHome), or the plain spec 1 §2.2 target when nothing fits. */
function home(subject: AccessSubject): string {
  return userHome(subject) ?? homeTarget(subject);
}

/** One redirect step for a route, or null when the route may be shown. */
function redirectStep(subject: AccessSubject, target: AppRoute, params: RouteParams): string | null {
  if (target.isPublic) return null;
  if (isFreeTrialExpiredSubject(subject) && !EXPIRED_TRIAL_ROUTE_IDS.has(target.id)) return EXPIRED_PATH;
  // spec 1 §2.1 with issue 16 point 8: '' and '/' go home (userHome: /appointments when the calendar
  // has something of the user's to show, else the spec 1 §2.2 target).
  if (target.id === 'root') return home(subject);
  // spec 1 §2.1: a route requiring a feature or right the user lacks sends them home, the same home.
  if (!meets(subject, target.requirement)) return home(subject);
  for (const guard of target.guards ?? []) {
    const requirement =
      typeof guard.requirement === 'function' ? guard.requirement(params) : guard.requirement;
    if (!meets(subject, requirement)) return fillPath(guard.otherwise, params) ?? home(subject);
  }
  if (target.redirectTo !== undefined) return fillPath(target.redirectTo, params) ?? home(subject);
  return null;
}

/** Follows redirects from a route to the path finally shown; a loop ends at SAFE_FALLBACK_PATH. */
function resolve(subject: AccessSubject, start: AppRoute, params: RouteParams): GuardResult {
  const seen = new Set<string>([fillPath(start.path, params) ?? start.path]);
  let current = start;
  let currentParams = params;
  let redirected: string | undefined;
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const next = redirectStep(subject, current, currentParams);
    if (next === null) return redirected === undefined ? { allowed: true } : { redirectTo: redirected };
    const nextPath = normalizePathname(next);
    if (seen.has(nextPath)) return { redirectTo: SAFE_FALLBACK_PATH };
    seen.add(nextPath);
    redirected = nextPath;
    const match = routeForPath(nextPath);
    if (!match) return { redirectTo: nextPath };
    current = match.route;
    currentParams = match.params;
  }
  return { redirectTo: SAFE_FALLBACK_PATH };
}

/**
 * spec 1 §2.1: may the subject open the route, or where do they go instead (the final path after
 * every redirect). An unknown route id goes to the home target.
 */
export function guardRoute(subject: AccessSubject, routeId: string, params: RouteParams = {}): GuardResult {
  const target = findRoute(routeId);
  if (!target) return { redirectTo: home(subject) };
  return resolve(subject, target, params);
}

/**
 * Issue 24 point 2: the route the subject asked for and may not open for lacking its requirement (spec 1
 * §2.1 sends them home), so the page they land on can say so; null when they may open it, or when they are
 * only led on: a route's own next step (setup first), '' and '/', an expired trial.
 */
export function refusedRoute(subject: AccessSubject, routeId: string): AppRoute | null {
  if (isFreeTrialExpiredSubject(subject)) return null;
  let target = findRoute(routeId);
  // A redirect route the subject may follow asks for the screen it leads to (an old address).
  for (let hop = 0; target && hop < MAX_REDIRECTS; hop++) {
    if (target.isPublic || target.id === 'root') return null;
    if (!meets(subject, target.requirement)) return target;
    if (target.redirectTo === undefined) return null;
    target = routeForPath(normalizePathname(target.redirectTo))?.route;
  }
  return null;
}

/** guardRoute for a pathname; an unknown path is allowed (the app shows its not-found page). */
export function guardPath(subject: AccessSubject, pathname: string): GuardResult {
  const match = routeForPath(pathname);
  if (!match) return { allowed: true };
  return resolve(subject, match.route, match.params);
}

/** spec 1 §2.1: where '' and '/' go, after any further redirect (setup, expired trial). */
export function rootRedirect(subject: AccessSubject): string {
  const result = guardRoute(subject, 'root');
  return 'redirectTo' in result ? result.redirectTo : home(subject);
}

/** spec 3 §2.5: the staff edit page of the viewer's own user goes to the profile instead. */
export function ownStaffEditRedirect(
  viewerUserId: number,
  userIdParam: string | undefined,
): string | undefined {
  return userIdParam !== undefined && userIdParam === String(viewerUserId) ? PROFILE_PATH : undefined;
}
