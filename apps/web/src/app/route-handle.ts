import type { UIMatch } from 'react-router';

/** What a route tells the shell about itself (titles, guards). */
export interface RouteHandle {
  /** The domain route id (packages/domain shell routes): its title key and its guard. */
  routeId?: string;
  /** An i18n key for the page title of a route outside the domain's route table. */
  titleKey?: string;
  /** The expired free-trial page has the fixed title 'Expired Page' (spec 1 §2.1). */
  expired?: boolean;
}

/** The deepest matched route's handle. */
export function currentHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && (handle.routeId || handle.titleKey || handle.expired)) return handle;
  }
  return undefined;
}
