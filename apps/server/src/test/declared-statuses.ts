import type { FastifyRequest, onErrorAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';

/**
 * The OpenAPI document lists each route's answers from its schema.response, so a client generated from it
 * cannot expect a status the route does not declare (issue 13: DELETE /api/account/{id} answered 204 where
 * the document said 200). Every API test checks each answer it gets: a success or redirect status must be
 * declared (a route without a response schema is documented as 200), and so must an error status of an
 * endpoint registered from its declaration (issue 23 point 4: never a 500, never an undocumented status).
 */
const undeclared: string[] = [];

/**
 * A crash a test causes on purpose (a node dying between the money call and the COMMIT): its 500 is the
 * test's subject, not an undeclared answer. Fault hooks throw it; a database trigger raising 'injected
 * fault' counts too.
 */
export class InjectedFault extends Error {}

const faulted = new WeakSet<FastifyRequest>();

/** Whether the error, or one it wraps (a failed query wraps the database's exception), was injected. */
function isInjected(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error instanceof InjectedFault || /injected fault/.test(error.message) || isInjected(error.cause);
}

export const noteInjectedFault: onErrorAsyncHookHandler = async (request, _reply, error) => {
  if (isInjected(error)) faulted.add(request);
};

export const checkDeclaredStatus: onResponseAsyncHookHandler = async (request, reply) => {
  const status = reply.statusCode;
  const { method, url, schema, config } = request.routeOptions;
  if (!url?.startsWith('/api/') || schema?.hide) return;
  // A declared endpoint (issue 23 point 2) lists its error statuses too; an undeclared route only its successes.
  if (status >= 400 && !config.endpoint) return;
  if (status === 500 && faulted.has(request)) return;
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
