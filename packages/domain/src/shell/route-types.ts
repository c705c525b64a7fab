// spec 1 §2.1: routes, their requirements and their redirects.
import type { Requirement } from '../access/requirement.ts';

export type RouteParams = Readonly<Record<string, string>>;

/** A route-specific redirect, checked after the route's own requirement (spec 1 §2.1). */
export interface RouteGuard {
  /** A function when the requirement depends on the path (an integration's vendor claim). */
  readonly requirement: Requirement | ((params: RouteParams) => Requirement);
  /** Path to go to when not met; `:name` parts are filled from the route's params. */
  readonly otherwise: string;
}

export interface AppRoute {
  /** State name as the specs write it (spec 1 §2.3: 'appointments.settings.services.view'). */
  readonly id: string;
  /** Browser-history path (ruling 3); `:name` is a param, `:name?` an optional trailing param, `*` the rest. */
  readonly path: string;
  /** i18n key of the page title, always `titles.<id>`. */
  readonly titleKey: string;
  /** English title, for the default locale and tests. */
  readonly title: string;
  /** Not met: the user goes to the home target (spec 1 §2.1). */
  readonly requirement?: Requirement;
  readonly guards?: readonly RouteGuard[];
  /** A pure redirect route: replaced in the browser location (spec 1 §2.1). */
  readonly redirectTo?: string;
  /** Query parameters the redirect carries to its target (spec 3 §2.5: /settings keeps toState, toParams). */
  readonly forwardsQuery?: readonly string[];
  /** Reachable without a session (sign-in and sign-up). */
  readonly isPublic?: true;
}

type RouteOptions = Pick<AppRoute, 'requirement' | 'guards' | 'redirectTo' | 'forwardsQuery' | 'isPublic'>;

export function defineRoute(id: string, path: string, title: string, options: RouteOptions = {}): AppRoute {
  return { id, path, titleKey: `titles.${id}`, title, ...options };
}
