import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL (config.ts): the app's public address for links in e-mails. */
    publicUrl: string | undefined;
  }
}

export function registerPublicUrl(app: FastifyInstance, publicUrl: string | undefined): void {
  app.decorate('publicUrl', publicUrl);
}

/**
 * The address links in e-mails point to: PUBLIC_URL when configured (always in production, so a forged
 * Host header cannot aim a reset link elsewhere), otherwise the origin the request reached.
 */
export function requestOrigin(request: FastifyRequest): string {
  return request.server.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * TRUST_PROXY as Fastify takes it (issue 13 §4). A hop count becomes "trust the socket peer and the
 * N − 1 hops before it", so the client address is the one the outermost trusted proxy appended, whatever
 * the client wrote to the left of it (Fastify itself treats a bare number as "trust nothing").
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
