import type { onResponseAsyncHookHandler } from 'fastify';

/**
 * The OpenAPI document lists each route's answers from its schema.response, so a client generated from it
 * cannot expect a status the route does not declare (issue 13: DELETE /api/account/{id} answered 204 where
 * the document said 200). Every API test checks each answer it gets: a success or redirect status must be
 * declared (a route without a response schema is documented as 200); errors share the one error shape.
 */
const undeclared: string[] = [];

export const checkDeclaredStatus: onResponseAsyncHookHandler = async (request, reply) => {
  const status = reply.statusCode;
  const { method, url, schema } = request.routeOptions;
  if (status >= 400 || !url?.startsWith('/api/') || schema?.hide) return;
  const declared = Object.keys((schema?.response ?? { 200: true }) as object);
  const family = `${Math.floor(status / 100)}XX`;
  const isDeclared = declared.some(
    (key) => key === String(status) || key.toUpperCase() === family || key === 'default',
  );
  if (!isDeclared) {
    undeclared.push(`${method} ${url} answered ${status}; its schema declares ${declared.join(', ')}`);
  }
};

/** The undeclared answers seen since the last call (and forgets them); file-hooks.ts fails the test on them. */
export function takeUndeclaredStatuses(): string[] {
  return undeclared.splice(0);
}
