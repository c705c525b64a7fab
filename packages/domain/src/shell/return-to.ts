// spec 3 §2.5: "/settings redirects to /settings/business-settings (params toState, toParams)". A page
// that sends the merchant to fill in their business settings names where to come back to: a route id
// (toState) and its params as JSON (toParams). The redirect carries them along, and the settings page
// returns there once saved.
import type { RouteParams } from './route-types.ts';
import { buildPath, findRoute } from './routes.ts';

/**
 * The query a route's own redirect carries to its target ('' when none): only the parameters the route
 * declares, and only when the target is the route's redirect (a refusal sends the user home bare).
 */
export function forwardedQuery(routeId: string, target: string, search: URLSearchParams): string {
  const route = findRoute(routeId);
  if (!route?.forwardsQuery || route.redirectTo !== target) return '';
  const kept = new URLSearchParams();
  for (const name of route.forwardsQuery) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

function parsedParams(toParams: string | null): RouteParams | undefined {
  if (toParams === null || toParams === '') return {};
  try {
    const parsed: unknown = JSON.parse(toParams);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed);
    if (!entries.every((entry) => typeof entry[1] === 'string' || typeof entry[1] === 'number')) {
      return undefined;
    }
    return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
  } catch {
    return undefined;
  }
}

/**
 * Where a page opened with toState and toParams returns to: the path of a screen of this app (never a
 * public page or another site, so the parameters cannot send anyone away), or undefined when there is
 * nowhere valid to return to.
 */
export function returnPath(toState: string | null, toParams: string | null): string | undefined {
  if (!toState) return undefined;
  const route = findRoute(toState);
  if (!route || route.isPublic || route.redirectTo !== undefined) return undefined;
  const params = parsedParams(toParams);
  if (!params) return undefined;
  try {
    return buildPath(route.id, params);
  } catch {
    return undefined;
  }
}
