// spec 1 §2 (and the route tables of spec 2 §2 and spec 3 §2): every app route, found by id or path.
import { fillPath, matchPath, patternSpecificity } from './path-match.ts';
import { APPOINTMENTS_ROUTES } from './route-table/appointments.ts';
import { CATALOGUE_ROUTES } from './route-table/catalogue.ts';
import { CUSTOMER_ROUTES } from './route-table/customers.ts';
import { HOME_ROUTES } from './route-table/home.ts';
import { INTEGRATION_ROUTES } from './route-table/integrations.ts';
import { ORDER_ROUTES } from './route-table/orders.ts';
import { POS_ROUTES } from './route-table/pos.ts';
import { REPORT_ROUTES } from './route-table/reports.ts';
import { SETTINGS_ROUTES } from './route-table/settings.ts';
import { SHELL_ROUTES } from './route-table/shell.ts';
import { STORE_ROUTES } from './route-table/stores.ts';
import type { AppRoute, RouteParams } from './route-types.ts';

export const APP_ROUTES: readonly AppRoute[] = [
  ...SHELL_ROUTES,
  ...HOME_ROUTES,
  ...APPOINTMENTS_ROUTES,
  ...CUSTOMER_ROUTES,
  ...STORE_ROUTES,
  ...CATALOGUE_ROUTES,
  ...ORDER_ROUTES,
  ...POS_ROUTES,
  ...REPORT_ROUTES,
  ...INTEGRATION_ROUTES,
  ...SETTINGS_ROUTES,
];

/** State names the specs use for a route listed under another id. */
export const ROUTE_ID_ALIASES: Readonly<Record<string, string>> = {
  // spec 1 §2.4: point of sale is the virtual-terminal state.
  'virtual-terminal': 'pos',
  'virtual-terminal.main': 'pos',
  // spec 2 §2.4: child "main" states.
  'home.main': 'home',
  'invoices.main': 'invoices',
  'import-center.main': 'import-center',
  // spec 1 §6 alias targets (ruling 2: one customer list screen).
  'customers-list': 'customer.list',
  'customers-classic': 'customer.list',
};

const routesById = new Map(APP_ROUTES.map((r) => [r.id, r]));
const routesBySpecificity = [...APP_ROUTES].sort(
  (a, b) => patternSpecificity(b.path) - patternSpecificity(a.path),
);

export function findRoute(id: string): AppRoute | undefined {
  return routesById.get(ROUTE_ID_ALIASES[id] ?? id);
}

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

/** The route that shows a pathname (query and hash ignored); static segments win over params. */
export function routeForPath(pathname: string): RouteMatch | undefined {
  for (const candidate of routesBySpecificity) {
    const params = matchPath(candidate.path, pathname);
    if (params) return { route: candidate, params };
  }
  return undefined;
}

/**
 * The path of a route with its params and an optional query. Throws for an unknown route or a
 * missing required param: both are programming errors.
 */
export function buildPath(
  routeId: string,
  params: RouteParams = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const target = findRoute(routeId);
  if (!target) throw new Error(`Unknown route ${routeId}`);
  const path = fillPath(target.path, params);
  if (path === undefined) throw new Error(`Route ${routeId} needs params for ${target.path}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
