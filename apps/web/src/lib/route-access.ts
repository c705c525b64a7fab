import {
  type AccessSubject,
  EXPIRED_PATH,
  findRoute,
  type GuardResult,
  guardRoute,
  isFreeTrialExpiredSubject,
  type RouteParams,
  rootRedirect,
  routeForPath,
  userHome,
} from '@paybook/domain';
import { isBuilt } from './built-routes';

// Below the features (issue 23 point 2): a feature asks `canOpen` here without importing from app/, whose
// routes import the features' screens.

/** The welcome page (route id `account`): where users land while their home screen is not built. */
export const WELCOME_PATH = '/welcome';

/** Screens of this web app that the domain's route table does not list. */
const WEB_ONLY_ROUTES: Readonly<Record<string, { path: string; titleKey: string }>> = {
  account: { path: WELCOME_PATH, titleKey: 'titles.account' },
};

/**
 * guardRoute of the domain; a web-only screen is open to every signed-in user but an expired trial. The
 * welcome page stays open to whoever asks for it, but no redirect leads there while the user has a home
 * (homePath, issue 16 point 8).
 */
export function guardAppRoute(
  subject: AccessSubject,
  routeId: string,
  params: RouteParams = {},
): GuardResult {
  if (findRoute(routeId)) return guardRoute(subject, routeId, params);
  return isFreeTrialExpiredSubject(subject) ? { redirectTo: EXPIRED_PATH } : { allowed: true };
}

export function canOpen(subject: AccessSubject, routeId: string): boolean {
  return isBuilt(routeId) && 'allowed' in guardAppRoute(subject, routeId);
}

export function routeTitleKey(routeId: string): string {
  return findRoute(routeId)?.titleKey ?? WEB_ONLY_ROUTES[routeId]?.titleKey ?? `titles.${routeId}`;
}

/** The English title from the domain, as the fallback text of a title key. */
export function routeDefaultTitle(routeId: string): string | undefined {
  return findRoute(routeId)?.title;
}

export function routePath(routeId: string): string | undefined {
  return findRoute(routeId)?.path ?? WEB_ONLY_ROUTES[routeId]?.path;
}

/**
 * Issue 16 point 8, one home per user: where the sign-in, '' and '/', a route the user may not open and
 * the welcome page lead. The domain's userHome among the screens this app has built (spec 1 §2.1, then
 * §2.2's rules, skipping a screen not built yet), after the domain's other redirects (setup, expired
 * trial); the welcome page only when no screen fits.
 */
export function homePath(subject: AccessSubject): string {
  const root = rootRedirect(subject);
  const match = routeForPath(root.split(/[?#]/)[0] ?? root);
  if (match && isBuilt(match.route.id)) return root;
  return userHome(subject, isBuilt) ?? WELCOME_PATH;
}

/**
 * A redirect target from the domain (home, guard): itself when its screen is built, else the user's home
 * (spec 1 §2.1 with ruling 2: no dead ends).
 */
export function builtTarget(path: string, subject: AccessSubject): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === WELCOME_PATH) return path;
  const match = routeForPath(pathname);
  return match && isBuilt(match.route.id) ? path : homePath(subject);
}
