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
} from '@paybook/domain';
import { isBuilt } from './built-routes';

/** The welcome page (route id `account`): where users land while their home screen is not built. */
export const WELCOME_PATH = '/welcome';

/** Screens of this web app that the domain's route table does not list. */
const WEB_ONLY_ROUTES: Readonly<Record<string, { path: string; titleKey: string }>> = {
  account: { path: WELCOME_PATH, titleKey: 'titles.account' },
};

/** guardRoute of the domain; a web-only screen is open to every signed-in user but an expired trial. */
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
 * A redirect target from the domain (home target, guard), or the welcome page while that
 * target's screen is not built yet (spec 1 §2.1 with ruling 2: no dead ends).
 */
export function builtTarget(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === WELCOME_PATH) return path;
  const match = routeForPath(pathname);
  return match && isBuilt(match.route.id) ? path : WELCOME_PATH;
}

/** Where '' and '/' take this user now (spec 1 §2.1, §2.2). */
export function homePath(subject: AccessSubject): string {
  return builtTarget(rootRedirect(subject));
}
