import { loadNamespaces, type Namespace } from '@/lib/i18n';

/**
 * A route's lazy module with the translation namespaces its screen shows: the router renders the route
 * once both are in (issue 14 point 6), so no key shows in place of its text. The namespaces must cover
 * every key the module and its imports use (route-namespaces.test.ts checks it).
 */
export function screen<T>(load: () => Promise<T>, names: readonly Namespace[]): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(names)]);
    return module;
  };
}
