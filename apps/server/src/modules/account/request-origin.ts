import type { FastifyRequest } from 'fastify';

/**
 * The address links in e-mails point to: the origin the user reached the app at (behind a proxy, the
 * forwarded one when TRUST_PROXY is on).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
