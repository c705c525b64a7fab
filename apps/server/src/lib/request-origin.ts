import type { FastifyInstance, FastifyRequest } from 'fastify';

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
