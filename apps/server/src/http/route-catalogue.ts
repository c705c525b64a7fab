import { type EndpointDefinition, endpointName } from '@paybook/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every route of the /api scope, as registered: the declared endpoints (issue 23 point 2), and the name
 * of any route registered without a declaration (a test holds that list empty). The access matrix and
 * the fuzzing enumerate `declared`.
 */
export type RouteCatalogue = { declared: EndpointDefinition[]; undeclared: string[] };

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: RouteCatalogue;
  }
}

export function collectRoutes(app: FastifyInstance): (route: RouteOptions) => void {
  const catalogue: RouteCatalogue = { declared: [], undeclared: [] };
  app.decorate('routeCatalogue', catalogue);
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD route beside each GET with the same options.
    if (methods.every((method) => method === 'HEAD')) return;
    const endpoint = route.config?.endpoint;
    if (endpoint) catalogue.declared.push(endpoint);
    else catalogue.undeclared.push(endpointName({ method: methods.join(',') as 'GET', path: route.url }));
  };
}
